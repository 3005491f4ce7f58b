#!/usr/bin/env python3
"""csv_compare.py - check that a CSV written by a newer simulate keeps every number an
older one wrote for the same run.

Usage: scripts/csv_compare.py OLD.csv NEW.csv

Rows are matched by the swept keys' values (files by their base name, as the new
files label them), the agent and the seat (the new file's
rows by turn position, position != "all", have no old counterpart and are skipped).
Every column both files have is compared as text, except the columns whose method
changed on purpose (listed in CHANGED). Old team rows of runs without teams of two
or more are reported as dropped, and the intervals of rows whose win rate is fixed by
construction (agent all over all seats; an agent that plays every seat) as removed. Exit status: 0 the same, 1 a difference, 2 bad
usage."""
import csv
import sys

# columns whose definition changed on purpose: the paired interval and significance
# of the win-rate change (Newcombe's interval and the exact McNemar test replaced the
# Wald interval), and the setting number (settings are now numbered in value order)
CHANGED = {"delta_ci_low", "delta_ci_high", "significant", "setting"}
# columns that name the row rather than hold a figure
FIXED_ID = {"game", "players", "seed", "rules", "agent", "seat", "baseline"}


def load(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"csv_compare: {path}: no rows")
    return rows


def sweep_keys(header, new_header):
    """Swept keys: columns the old file has between 'setting' and 'baseline'."""
    if "setting" not in header:
        return []
    i, j = header.index("setting"), header.index("baseline")
    return header[i + 1 : j]


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    old, new = load(sys.argv[1]), load(sys.argv[2])
    oh, nh = list(old[0].keys()), list(new[0].keys())
    keys = sweep_keys(oh, nh)
    missing = [k for k in keys if k not in nh]
    if missing:
        print(f"csv_compare: the new file has no column {missing}", file=sys.stderr)
        return 1

    def label(v):
        """A file value as the new files label it: its base name without extension."""
        if "/" not in v and not v.endswith((".txt", ".csv")):
            return v
        base = v.rsplit("/", 1)[-1]
        return base.rsplit(".", 1)[0] if "." in base[1:] else base

    def key(r):
        return tuple(label(r[k]) for k in keys) + (r["agent"], r["seat"])

    index = {}
    for r in new:
        if r.get("position", "all") != "all":
            continue
        index[key(r)] = r
    common = [c for c in oh if c in nh and c not in CHANGED and c not in keys]
    agents = {r["agent"] for r in old if r["agent"] != "all"}
    bad = compared = dropped = removed = 0
    for r in old:
        n = index.get(key(r))
        if n is None:
            if r["seat"].startswith("team"):
                dropped += 1
                continue
            print(f"missing row {key(r)}")
            bad += 1
            continue
        fixed = r["seat"] == "all" and (r["agent"] == "all" or len(agents) == 1)
        for c in common:
            compared += 1
            if fixed and c in ("ci_low", "ci_high") and n[c] == "":
                removed += 1
                continue
            if r[c] != n[c]:
                print(f"row {key(r)} column {c}: {r[c]!r} -> {n[c]!r}")
                bad += 1
    print(f"csv_compare: {len(old)} old rows, {compared} cells compared in {len(common)} "
          f"columns, {bad} differences, {dropped} team rows dropped (no teams of two), "
          f"{removed} interval cells removed (fixed by construction)")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
