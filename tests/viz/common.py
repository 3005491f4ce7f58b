"""Helpers of the tests in tests/viz: running simulate, reading its CSV."""
import csv
import os
import re
import subprocess
import sys
import tempfile

NUMBER = re.compile(r"^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$")


def simulate(binary, *args, env=None, check=True):
    """Run simulate; returns (exit status, stdout, stderr)."""
    p = subprocess.run([binary, *args], capture_output=True, text=True, env=env)
    if check and p.returncode != 0:
        sys.exit(f"simulate {' '.join(args)}: exit {p.returncode}\n{p.stderr}")
    return p.returncode, p.stdout, p.stderr


def read_csv(path):
    """The header and the rows (lists of text) of a CSV."""
    with open(path, newline="") as f:
        rows = list(csv.reader(f))
    return rows[0], rows[1:]


def row_dicts(path):
    header, rows = read_csv(path)
    return [dict(zip(header, r)) for r in rows]


def baseline_setting(rows):
    for r in rows:
        if r.get("baseline") == "1":
            return r.get("setting")
    return rows[0].get("setting")


class Failures:
    """Collects failed checks; exits non-zero at the end if any."""

    def __init__(self, name):
        self.name = name
        self.failed = []
        self.checks = 0

    def check(self, ok, what):
        self.checks += 1
        if not ok:
            self.failed.append(what)
            print("FAIL:", what, file=sys.stderr)

    def done(self):
        print(f"{self.name}: {self.checks} checks, {len(self.failed)} failed")
        sys.exit(1 if self.failed else 0)


def scratch():
    return tempfile.mkdtemp(prefix="viz.")


def write_csv(path, header, rows):
    with open(path, "w", newline="") as f:
        w = csv.writer(f, lineterminator="\r\n")
        w.writerow(header)
        w.writerows(rows)


def deck_table(path):
    """A deck-against-deck table as experiments/dinn/deck_matrix.sh writes it: every
    ordered pair of three decks and each deck against the field (opponent all)."""
    rates = {("a", "b"): 0.6, ("a", "c"): 0.7, ("b", "a"): 0.4, ("b", "c"): 0.55,
             ("c", "a"): 0.3, ("c", "b"): 0.45}
    rows = []
    for deck in "abc":
        wins = games = 0
        for opp in "abc":
            if (deck, opp) in rates:
                w = int(rates[deck, opp] * 1000)
                rows.append(["greedy", "1", deck, opp, "1000", str(w), "0", str(1000 - w), "0",
                             f"{w / 1000:.6f}", f"{w / 1000 - 0.03:.6f}", f"{w / 1000 + 0.03:.6f}"])
                wins += w
                games += 1000
        rows.append(["greedy", "1", deck, "all", str(games), str(wins), "0", str(games - wins), "0",
                     f"{wins / games:.6f}", f"{wins / games - 0.02:.6f}", f"{wins / games + 0.02:.6f}"])
    write_csv(path, ["agent", "seed", "deck", "opponent", "games", "wins", "draws", "losses",
                     "capped", "win_rate", "ci_low", "ci_high"], rows)
    return rates


def ladder_table(binary, directory, path):
    """Two runs in one CSV with a first column `matchup`, as agent_ladder.sh writes."""
    header, rows = None, []
    for game in ("dnup", "dinn"):
        one = os.path.join(directory, f"ladder-{game}.csv")
        simulate(binary, "--game", game, "--agents", "random,greedy", "-n", "40", "-o", one, "-q")
        h, r = read_csv(one)
        header = ["matchup"] + h
        rows += [["random vs greedy"] + x for x in r]
    write_csv(path, header, rows)


DECKS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "experiments",
                     "dinn", "decks")
STUDY_DECKS = ("camelot", "infernal", "wild-hunt")


def deck_study(binary, directory, name="study"):
    """A small round robin of three Dinn decks under two lineups (greedy, random): the
    pairs CSV, the ratings CSV and the cards CSV, as simulate --decks writes them."""
    pairs = os.path.join(directory, name + ".csv")
    decks = ",".join(os.path.join(DECKS, d + ".txt") for d in STUDY_DECKS)
    simulate(binary, "--game", "dinn", "--decks", decks, "--agents", "greedy,greedy",
             "--agents", "random,random", "-n", "20", "-t", "1", "-q", "-o", pairs)
    return pairs, os.path.join(directory, name + "-ratings.csv"), \
        os.path.join(directory, name + "-cards.csv")
