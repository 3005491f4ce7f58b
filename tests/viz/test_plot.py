#!/usr/bin/env python3
"""simulate plot: non-empty SVG (and PNG) figures for each kind of CSV (a plain run, a
sweep, teams), titles in words (an underscore stays one), and without gnuplot one
line naming gnuplot-nox, exit 2.

usage: test_plot.py SIMULATE"""
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

from common import Failures, deck_table, ladder_table, scratch, simulate

F = Failures("test_plot")


def svg_text(path):
    root = ET.parse(path).getroot()
    F.check(root.tag.endswith("svg"), f"{path}: an SVG")
    return " ".join(t for t in root.itertext())


def main():
    sim = os.path.abspath(sys.argv[1])
    d = scratch()
    try:
        runs = [
            ("plain", ["--game", "dnup", "--agents", "greedy,random,random", "-n", "30"],
             ["win-rate-by-seat", "win-rate-by-agent", "game-length"]),
            ("sweep", ["--game", "dnup", "--agents", "greedy,random", "-n", "20", "--sweep",
                       "rounds_to_win=1,2,3", "--metrics"],
             ["win-rate-by-seat", "win-rate-by-position", "balance", "sweep-win-rate",
              "sweep-change", "sweep-seat-win-rate", "sweep-first-player", "sweep-spreads",
              "sweep-skill-gap", "sweep-metrics", "sweep-game-length", "game-length"]),
            ("teams", ["--game", "dynamite", "--agents", "greedy,random,greedy,random", "-n", "16",
                       "--rule", "pairs=true"], ["win-rate-by-seat", "win-rate-by-team"]),
        ]
        for name, args, charts in runs:
            csv = os.path.join(d, name + ".csv")
            simulate(sim, *args, "-o", csv, "-q")
            out = os.path.join(d, "figures")
            _, listed, _ = simulate(sim, "plot", csv, "-o", out)
            listed = listed.split()
            for chart in charts:
                for ext in ("svg", "png", "gp"):
                    p = os.path.join(out, f"{name}-{chart}.{ext}")
                    F.check(os.path.exists(p) and os.path.getsize(p) > 500,
                            f"{name}: {p} exists and is not empty")
                    if ext != "gp":
                        F.check(p in listed, f"{name}: {p} printed")
                text = svg_text(os.path.join(out, f"{name}-{chart}.svg"))
                F.check(name != "sweep" or not chart.startswith("sweep-") or "rounds_to_win" in text,
                        f"{name} {chart}: the swept key written as is (rounds_to_win)")
                F.check("95% interval" in text or chart in ("game-length", "sweep-game-length"),
                        f"{name} {chart}: the title says what the bars are")
            text = svg_text(os.path.join(out, f"{name}-win-rate-by-seat.svg"))
            F.check("win rate by seat" in text and "seat" in text, f"{name}: title and axis in words")
        # tables of several runs, and deck against deck
        out = os.path.join(d, "figures")
        ladder_table(sim, d, os.path.join(d, "ladder.csv"))
        deck_table(os.path.join(d, "decks.csv"))
        simulate(sim, "plot", os.path.join(d, "ladder.csv"), os.path.join(d, "decks.csv"), "-o", out)
        for chart in ("ladder-ladder", "decks-matrix-greedy", "decks-field-greedy"):
            p = os.path.join(out, chart + ".svg")
            F.check(os.path.exists(p) and os.path.getsize(p) > 500, f"{p} exists and is not empty")
        text = svg_text(os.path.join(out, "ladder-ladder.svg"))
        F.check("dnup" in text and "dinn" in text and "random vs greedy" in text,
                "the ladder: a category per game, a series per matchup")
        text = svg_text(os.path.join(out, "decks-matrix-greedy.svg"))
        F.check("70" in text and "55" in text and "NaN" not in text,
                "the deck matrix: each cell's value in it, none on the empty diagonal")
        # the default folder: figures/ next to the CSV
        simulate(sim, "plot", os.path.join(d, "plain.csv"))
        F.check(os.path.exists(os.path.join(d, "figures", "plain-win-rate-by-seat.svg")),
                "default folder figures/ next to the CSV")
        # scripts/figures.sh: a results folder's figures and its README section, twice
        res = os.path.join(d, "results")
        os.mkdir(res)
        shutil.copy(os.path.join(d, "plain.csv"), res)
        script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts",
                              "figures.sh")
        env = dict(os.environ, SIMULATE=sim, RESULTS=res)
        for _ in range(2):
            p = subprocess.run([script], env=env, capture_output=True, text=True)
            F.check(p.returncode == 0, f"figures.sh: exit {p.returncode} {p.stderr}")
        readme = open(os.path.join(res, "README.md")).read()
        F.check(readme.count("figures.sh: begin") == 1 and readme.count("## Figures") == 1,
                "figures.sh: one Figures section after two runs")
        pictures = re.findall(r"\]\((figures/[^)]+\.svg)\)", readme)
        F.check(len(pictures) >= 3 and all(os.path.exists(os.path.join(res, x)) for x in pictures),
                f"figures.sh: every picture listed exists ({len(pictures)})")
        F.check("simulate plot" in readme and "### plain.csv" in readme,
                "figures.sh: each CSV with the command that drew it")
        # no gnuplot on PATH
        empty = os.path.join(d, "empty")
        os.mkdir(empty)
        rc, _, err = simulate(sim, "plot", os.path.join(d, "plain.csv"), env={"PATH": empty},
                              check=False)
        F.check(rc == 2 and "gnuplot-nox" in err and err.count("\n") == 1,
                f"without gnuplot: exit 2 naming gnuplot-nox ({rc}, {err!r})")
        rc, _, err = simulate(sim, "plot", os.path.join(d, "nothing.csv"), check=False)
        F.check(rc == 2 and err.count("\n") == 1, f"a missing CSV: exit 2, one line ({rc})")
    finally:
        shutil.rmtree(d)
    F.done()


if __name__ == "__main__":
    main()
