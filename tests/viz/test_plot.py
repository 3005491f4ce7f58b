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

from common import STUDY_DECKS, Failures, deck_study, deck_table, ladder_table, scratch, simulate

F = Failures("test_plot")


def svg_text(path):
    root = ET.parse(path).getroot()
    F.check(root.tag.endswith("svg"), f"{path}: an SVG")
    return " ".join(t for t in root.itertext())


def check_deck_study(sim, d):
    """The three CSVs of a round robin under two lineups: every chart its own file, named
    by the lineup (greedy, random) and seat or deck only, in safe characters."""
    out = os.path.join(d, "study-figures")
    pairs, ratings, cards = deck_study(sim, d)
    _, listed, _ = simulate(sim, "plot", pairs, ratings, cards, "-o", out)
    svgs = [p for p in listed.split() if p.endswith(".svg")]
    F.check(len(svgs) == len(set(svgs)), f"deck study: no file name twice ({len(svgs)} printed)")
    F.check(all(re.fullmatch(r"[A-Za-z0-9.-]+\.svg", os.path.basename(p)) for p in svgs),
            f"deck study: file names of letters, digits, dots and dashes ({svgs[:3]})")
    want = []
    for lineup in ("greedy", "random"):
        want += [f"study-matrix-{lineup}", f"study-matrix-{lineup}-seat1",
                 f"study-matrix-{lineup}-seat2", f"study-field-{lineup}",
                 f"study-ratings-strength-{lineup}", f"study-ratings-field-{lineup}"]
        want += [f"study-cards-cards-{lineup}-{deck}" for deck in STUDY_DECKS]
    want.append("study-ratings-strength-by-lineup")
    got = sorted(os.path.basename(p)[:-4] for p in svgs)
    F.check(got == sorted(want), f"deck study: the charts {got}, expected {sorted(want)}")
    for name in want:
        for ext in ("svg", "png", "gp"):
            p = os.path.join(out, f"{name}.{ext}")
            F.check(os.path.exists(p) and os.path.getsize(p) > 500, f"{p} exists and is not empty")
    text = svg_text(os.path.join(out, "study-matrix-greedy-seat1.svg"))
    F.check("seat 1" in text and all(deck in text for deck in STUDY_DECKS),
            "deck study: the seat-1 matrix says so and names the decks")
    text = svg_text(os.path.join(out, "study-field-random.svg"))
    F.check("both seat orders" in text and "in seat 2" in text and "random,random" in text,
            "deck study: the field chart has a series per seat, its title the lineup")
    text = svg_text(os.path.join(out, "study-ratings-strength-greedy.svg"))
    F.check("Elo" in text and "95% interval" in text, "deck study: strength on the Elo scale")
    with open(os.path.join(out, "study-ratings-strength-greedy.gp")) as f:
        F.check("yerrorbars" in f.read(), "deck study: the strength has its interval drawn")
    text = svg_text(os.path.join(out, "study-cards-cards-greedy-camelot.svg"))
    F.check("drawn minus" in text and "King Arthur" in text,
            "deck study: the cards chart names the deck's cards")
    with open(os.path.join(out, "study-cards-cards-greedy-camelot.gp")) as f:
        F.check("xerrorbars" in f.read(), "deck study: cards drawn across, intervals across")


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
        # one group (one agent): the file names carry no group
        for chart in ("ladder-ladder", "decks-matrix", "decks-field"):
            p = os.path.join(out, chart + ".svg")
            F.check(os.path.exists(p) and os.path.getsize(p) > 500, f"{p} exists and is not empty")
        text = svg_text(os.path.join(out, "ladder-ladder.svg"))
        F.check("dnup" in text and "dinn" in text and "random vs greedy" in text,
                "the ladder: a category per game, a series per matchup")
        text = svg_text(os.path.join(out, "decks-matrix.svg"))
        F.check("70" in text and "55" in text and "NaN" not in text,
                "the deck matrix: each cell's value in it, none on the empty diagonal")
        check_deck_study(sim, d)
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
