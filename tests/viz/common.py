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
