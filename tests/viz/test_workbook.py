#!/usr/bin/env python3
"""The workbook read back by an independent reader (openpyxl): the data sheet holds
the CSV (numbers as numbers, the same header, frozen, filtered), the summary sheet
the run's parameters and summary lines, and every chart points at the chart data
whose values are the CSV's win rates and intervals.

usage: test_workbook.py SIMULATE"""
import csv
import math
import os
import re
import shutil
import sys

import openpyxl
from openpyxl.utils import range_boundaries

from common import (NUMBER, STUDY_DECKS, Failures, baseline_setting, deck_study, deck_table,
                    ladder_table, read_csv, row_dicts, scratch, simulate)

F = Failures("test_workbook")


def close(a, b):
    return a is not None and b is not None and math.isclose(float(a), float(b), rel_tol=1e-12,
                                                            abs_tol=1e-12)


# columns of names, written as text whatever they look like (src/engine/workbook.c)
TEXT_COLUMNS = {"game", "version", "rules", "inputs", "agent", "agents", "settings",
                "setting_name", "deck", "opponent", "matchup", "card", "card_in", "card_out",
                "candidate", "stronger_than"}


def check_data_sheet(wb, csv_path, what):
    header, rows = read_csv(csv_path)
    ws = wb["data"]
    got_header = [c.value for c in ws[1]]
    F.check(got_header == header, f"{what}: the data sheet's header is the CSV's")
    F.check(ws.max_row == len(rows) + 1, f"{what}: {ws.max_row - 1} data rows, the CSV has {len(rows)}")
    F.check(ws.freeze_panes == "A2", f"{what}: the header row is frozen ({ws.freeze_panes})")
    last = openpyxl.utils.get_column_letter(len(header))
    F.check(ws.auto_filter.ref == f"A1:{last}{len(rows) + 1}",
            f"{what}: the autofilter covers the table ({ws.auto_filter.ref})")
    F.check(all((ws.column_dimensions[openpyxl.utils.get_column_letter(c + 1)].width or 0) >= 8
                for c in range(len(header))), f"{what}: every column has a width")
    wrong = []
    numbers = 0
    for i, row in enumerate(rows):
        cells = ws[i + 2]
        for j, text in enumerate(row):
            v = cells[j].value
            if text == "":
                ok = v is None
            elif header[j] in TEXT_COLUMNS:
                ok = v == text
            elif NUMBER.match(text) and not (len(text) > 15 and re.match(r"^\d+$", text)):
                ok = isinstance(v, (int, float)) and not isinstance(v, bool) and close(v, text)
                numbers += 1
            else:
                ok = v == text
            if not ok:
                wrong.append(f"row {i + 2} {header[j]}: CSV '{text}', workbook {v!r}")
    F.check(not wrong, f"{what}: every cell as in the CSV ({len(wrong)} differ: {wrong[:3]})")
    F.check(numbers >= len(rows) * 5, f"{what}: numbers are numbers ({numbers} checked)")


def cells_of(wb, ref):
    """The values of a reference such as 'charts data'!$C$4:$C$6."""
    sheet, rng = ref.rsplit("!", 1)
    sheet = sheet.strip("'").replace("''", "'")
    ws = wb[sheet]
    c1, r1, c2, r2 = range_boundaries(rng.replace("$", ""))
    return [ws.cell(row=r, column=c).value for r in range(r1, r2 + 1) for c in range(c1, c2 + 1)]


def title_of(chart):
    return "".join(r.t for p in chart.title.tx.rich.p for r in (p.r or []))


def series_name(wb, s):
    if s.tx is None:
        return None
    if s.tx.strRef is not None:
        return cells_of(wb, s.tx.strRef.f)[0]
    return s.tx.v


def chart_points(wb, chart):
    """Per series: name, x values, y values, and for its interval series the (low, high)
    pairs; every reference must point into the chart data sheet."""
    out = []
    for s in chart.series:
        xref, yref = s.xVal.numRef.f, s.yVal.numRef.f
        F.check("charts data" in xref and "charts data" in yref,
                f"{title_of(chart)}: series refers to the chart data ({xref}, {yref})")
        name = series_name(wb, s)
        xs, ys = cells_of(wb, xref), cells_of(wb, yref)
        F.check(len(xs) == len(ys), f"{title_of(chart)} {name}: as many x as y")
        if name and name.endswith(": 95% interval"):
            pairs = [(ys[k], ys[k + 1]) for k in range(0, len(ys), 3)]
            xs2 = [xs[k] for k in range(0, len(xs), 3)]
            F.check(all(ys[k] is None for k in range(2, len(ys), 3)),
                    f"{name}: a gap after each segment")
            F.check(all(xs[k] == xs[k + 1] for k in range(0, len(xs) - 1, 3)),
                    f"{name}: each segment is vertical")
            out[-1]["intervals"] = dict(zip(xs2, pairs))
        else:
            # the block: name in column A, the label in B, next to x and y
            sheet, rng = xref.rsplit("!", 1)
            _, r1, _, r2 = range_boundaries(rng.replace("$", ""))
            ws = wb["charts data"]
            labels = [ws.cell(row=r, column=2).value for r in range(r1, r2 + 1)]
            lows = [ws.cell(row=r, column=5).value for r in range(r1, r2 + 1)]
            highs = [ws.cell(row=r, column=6).value for r in range(r1, r2 + 1)]
            out.append({"name": name, "x": xs, "y": ys, "labels": labels, "low": lows,
                        "high": highs, "intervals": {}})
    return out


def find_chart(charts, words):
    for c in charts:
        if words in title_of(c):
            return c
    return None


def check_interval(ser, i, row, what):
    x = ser["x"][i]
    lo, hi = ser["intervals"].get(x, (None, None))
    F.check(close(lo, row["ci_low"]) and close(hi, row["ci_high"]),
            f"{what}: the interval segment is ci_low..ci_high ({lo}, {hi} vs {row['ci_low']}, "
            f"{row['ci_high']})")


def total(rows, agent, seat="all", position="all"):
    """The row of agent in seat (position all), or in position (seat all); rows of a CSV
    without a position column count as position all."""
    return next((r for r in rows if r["agent"] == agent and r["seat"] == seat
                 and r.get("position", "all") == position), None)


FIGURES = {"first-player advantage": "first_player_advantage",
           "seat 1 advantage": "seat1_advantage", "seat spread": "seat_spread",
           "position spread": "position_spread", "skill gap": "skill_gap",
           "decisiveness": "decisiveness", "comeback rate": "comeback_rate",
           "drawishness": "drawishness", "capped games": "capped_games"}


def check_figure(ser, i, row, col, what):
    """Point i of ser is column col of row, its interval col_low..col_high (none when
    the CSV has none)."""
    F.check(row is not None and close(ser["y"][i], row[col]),
            f"{what}: y {ser['y'][i]} is {col} {row and row[col]}")
    if row is None:
        return
    lo, hi = ser["intervals"].get(ser["x"][i], (None, None))
    want = (row.get(col + "_low", ""), row.get(col + "_high", ""))
    if want[0] == "":
        F.check(lo is None, f"{what}: no interval drawn where the CSV has none")
    else:
        F.check(close(lo, want[0]) and close(hi, want[1]),
                f"{what}: the interval segment is {col}_low..{col}_high ({lo}, {hi} vs {want})")


def check_charts(wb, csv_path, what, kinds):
    rows = row_dicts(csv_path)
    base = baseline_setting(rows)
    brows = [r for r in rows if r.get("setting") == base]
    charts = wb["charts"]._charts
    F.check(len(charts) >= len(kinds), f"{what}: {len(charts)} charts, expected at least {len(kinds)}")
    titles = [title_of(c) for c in charts]
    for k in kinds:
        F.check(any(k in t for t in titles), f"{what}: a chart '{k}' (charts: {titles})")
    # win rate by seat: each point is its (agent, seat) row of the baseline
    c = find_chart(charts, "win rate by seat")
    if c:
        n = 0
        for ser in chart_points(wb, c):
            agent = "all" if ser["name"] == "all agents" else ser["name"]
            for i, label in enumerate(ser["labels"]):
                row = total(brows, agent, str(label))
                F.check(row is not None, f"{what}: a CSV row for {agent} seat {label}")
                if row:
                    F.check(close(ser["y"][i], row["win_rate"]),
                            f"{what}: {agent} seat {label} y {ser['y'][i]} is win_rate {row['win_rate']}")
                    check_interval(ser, i, row, f"{what}: {agent} seat {label}")
                    n += 1
        F.check(n > 0, f"{what}: win rate by seat has points")
    # win rate by turn position: the rows of seat all, position 1..P of the baseline
    c = find_chart(charts, "win rate by turn position")
    F.check(c is not None or "position" not in rows[0], f"{what}: a chart by turn position")
    if c:
        n = 0
        for ser in chart_points(wb, c):
            agent = "all" if ser["name"] == "all agents" else ser["name"]
            for i, label in enumerate(ser["labels"]):
                row = total(brows, agent, "all", str(label))
                F.check(row is not None and close(ser["y"][i], row["win_rate"]),
                        f"{what}: {agent} position {label} is its win_rate")
                if row:
                    check_interval(ser, i, row, f"{what}: {agent} position {label}")
                    n += 1
        F.check(n >= 2, f"{what}: win rate by turn position has points ({n})")
    c = find_chart(charts, "win rate over all seats")
    if c:
        for ser in chart_points(wb, c):
            for i, label in enumerate(ser["labels"]):
                row = total(brows, label)
                F.check(row is not None and close(ser["y"][i], row["win_rate"]),
                        f"{what}: agent {label} over all seats is its win_rate")
                if row:
                    check_interval(ser, i, row, f"{what}: agent {label}")
    c = find_chart(charts, "win rate by team")
    if c:
        for ser in chart_points(wb, c):
            for i, label in enumerate(ser["labels"]):
                seat = "team" + str(label).split()[-1]
                row = total(brows, "all", seat)
                F.check(row is not None and close(ser["y"][i], row["win_rate"]),
                        f"{what}: {label} is the win_rate of row all/{seat}")
    c = find_chart(charts, "each agent's win rate against")
    if c:
        key = title_of(c).split(" against ")[1].split("\n")[0]
        for ser in chart_points(wb, c):
            for i, x in enumerate(ser["x"]):
                row = total([r for r in rows if close(r.get(key), x)], ser["name"])
                F.check(row is not None and close(ser["y"][i], row["win_rate"]),
                        f"{what}: {ser['name']} at {key}={x} is its win_rate")
                if row:
                    check_interval(ser, i, row, f"{what}: {ser['name']} at {key}={x}")
    # the balance figures: of the baseline, and against the swept value
    c = find_chart(charts, "balance figures")
    if c:
        ser = chart_points(wb, c)[0]
        for i, label in enumerate(ser["labels"]):
            check_figure(ser, i, total(brows, "all"), FIGURES[label], f"{what}: {label}")
        F.check(len(ser["labels"]) == 4, f"{what}: four balance figures ({ser['labels']})")
    n = 0
    for words in ("first-player advantage against", "position spread against",
                  "skill gap against", "game metrics against"):
        c = find_chart(charts, words)
        if not c:
            continue
        key = title_of(c).split(" against ")[1].split("\n")[0]
        for ser in chart_points(wb, c):
            for i, x in enumerate(ser["x"]):
                row = total([r for r in rows if close(r.get(key), x)], "all")
                check_figure(ser, i, row, FIGURES[ser["name"]], f"{what}: {ser['name']} at {x}")
                n += 1
    F.check(n > 0 or not any(" against " in t for t in titles),
            f"{what}: the balance figures against the swept value ({n} points)")
    # each agent's paired change: delta_win_rate, delta_ci_low..high; the baseline 0
    c = find_chart(charts, "win-rate change from the baseline")
    if c:
        key = title_of(c).split(" against ")[1].split("\n")[0]
        for ser in chart_points(wb, c):
            for i, x in enumerate(ser["x"]):
                row = total([r for r in rows if close(r.get(key), x)], ser["name"])
                if row and row["baseline"] == "1":
                    F.check(ser["y"][i] == 0, f"{what}: the baseline's change is 0")
                    continue
                F.check(row is not None and close(ser["y"][i], row["delta_win_rate"]),
                        f"{what}: {ser['name']} at {x}: y is delta_win_rate")
                lo, hi = ser["intervals"].get(x, (None, None))
                F.check(row is not None and close(lo, row["delta_ci_low"])
                        and close(hi, row["delta_ci_high"]),
                        f"{what}: {ser['name']} at {x}: the interval is delta_ci_low..high")


def check_summary(wb, what, game, with_lines, baseline, games):
    ws = wb["summary"]
    kv = {r[0]: r[1] for r in ws.iter_rows(values_only=True) if r[0]}
    F.check(kv.get("game") == game, f"{what}: the summary names the game ({kv.get('game')})")
    F.check(kv.get("baseline") == baseline, f"{what}: the baseline {kv.get('baseline')!r}")
    F.check(str(kv.get("games")) == str(games), f"{what}: {kv.get('games')} games, run {games}")
    for k in ("players", "agents", "seed", "games", "rules", "version"):
        F.check(kv.get(k) not in (None, ""), f"{what}: the summary says {k}")
    lines = [r[0] for r in ws.iter_rows(values_only=True) if isinstance(r[0], str)]
    has = any(l.startswith("game length:") for l in lines)
    F.check(has == with_lines, f"{what}: summary lines {'present' if with_lines else 'absent'}")


def has_colour_scale(ws):
    return any(r.type == "colorScale" for cf in ws.conditional_formatting for r in cf.rules)


def block_of(wb, ref):
    """The chart data rows a reference covers: labels (column B), low and high (E, F)."""
    _, rng = ref.rsplit("!", 1)
    _, r1, _, r2 = range_boundaries(rng.replace("$", ""))
    ws = wb["charts data"]
    return ([ws.cell(row=r, column=c).value for r in range(r1, r2 + 1)] for c in (2, 5, 6))


def check_deck_study(sim, d):
    """The workbooks of the three CSVs of a round robin under two lineups: the data
    sheet, a colour-scaled matrix per lineup and seat, the field, the ratings with
    their intervals in rank order, the cards of each deck drawn across."""
    pairs, ratings, cards = deck_study(sim, d)
    lineups = {"1": "greedy", "2": "random"}
    # the pairs
    xlsx = os.path.join(d, "study.xlsx")
    rc, out, _ = simulate(sim, "xlsx", pairs, "-o", xlsx)
    wb = openpyxl.load_workbook(xlsx)
    check_data_sheet(wb, pairs, "deck pairs")
    rows = row_dicts(pairs)
    want = ["data", "summary", "charts", "charts data"]
    for name in lineups.values():
        want += [f"matrix-{name}", f"matrix-{name}-seat1", f"matrix-{name}-seat2"]
    F.check(wb.sheetnames == want, f"deck pairs: the sheets {wb.sheetnames}")
    for lineup, name in lineups.items():
        for seat in ("all", "1", "2"):
            sheet = f"matrix-{name}" + ("" if seat == "all" else f"-seat{seat}")
            if sheet not in wb.sheetnames:
                continue
            m = wb[sheet]
            F.check(has_colour_scale(m), f"deck pairs: {sheet} has a colour scale")
            cols = [m.cell(row=3, column=2 + j).value for j in range(3)]
            F.check(sorted(cols) == sorted(STUDY_DECKS), f"deck pairs: {sheet} labels {cols}")
            wrong = 0
            for i in range(3):
                deck = m.cell(row=4 + i, column=1).value
                for j, opp in enumerate(cols):
                    row = next((r for r in rows if r["lineup"] == lineup and r["seat"] == seat
                                and r["deck"] == deck and r["opponent"] == opp), None)
                    wrong += row is None or not close(m.cell(row=4 + i, column=2 + j).value,
                                                      row["win_rate"])
            F.check(wrong == 0, f"deck pairs: {sheet}: each cell is the CSV's win rate ({wrong} "
                                "differ)")
    charts = wb["charts"]._charts
    F.check(len(charts) == 2, f"deck pairs: a field chart per lineup ({len(charts)})")
    for lineup, name in lineups.items():
        c = next((c for c in charts if "against the field" in title_of(c)
                  and f"{name},{name}" in title_of(c)), None)
        F.check(c is not None, f"deck pairs: the field chart of {name}")
        if c is None:
            continue
        sers = chart_points(wb, c)
        F.check([s["name"] for s in sers] == ["both seat orders", "in seat 1", "in seat 2"],
                f"deck pairs: a series per seat ({[s['name'] for s in sers]})")
        ser = sers[0]
        F.check(ser["y"] == sorted(ser["y"], reverse=True), f"deck pairs: {name} best first")
        for i, deck in enumerate(ser["labels"]):
            row = next(r for r in rows if r["lineup"] == lineup and r["seat"] == "all"
                       and r["deck"] == deck and r["opponent"] == "all")
            F.check(close(ser["y"][i], row["win_rate"]), f"deck pairs: {name} {deck} field")
            check_interval(ser, i, row, f"deck pairs: {name} {deck}")
    # the ratings
    xlsx = os.path.join(d, "study-ratings.xlsx")
    simulate(sim, "xlsx", ratings, "-o", xlsx)
    wb = openpyxl.load_workbook(xlsx)
    check_data_sheet(wb, ratings, "deck ratings")
    rows = row_dicts(ratings)
    charts = wb["charts"]._charts
    F.check(len(charts) == 5, f"deck ratings: strength and field per lineup, and all lineups "
                              f"({len(charts)})")
    for lineup, name in lineups.items():
        mine = sorted((r for r in rows if r["lineup"] == lineup), key=lambda r: int(r["rank"]))
        c = next((c for c in charts if "strength on the Elo scale, best first" in title_of(c)
                  and f"{name},{name}" in title_of(c)), None)
        F.check(c is not None, f"deck ratings: the strength chart of {name}")
        if c is not None:
            ser = chart_points(wb, c)[0]
            F.check(ser["labels"] == [r["deck"] for r in mine],
                    f"deck ratings: {name} decks by rank ({ser['labels']})")
            for i, r in enumerate(mine):
                check_figure(ser, i, r, "elo", f"deck ratings: {name} {r['deck']}")
        c = next((c for c in charts if "against the field, by rank" in title_of(c)
                  and f"{name},{name}" in title_of(c)), None)
        F.check(c is not None, f"deck ratings: the field chart of {name}")
        if c is not None:
            ser = chart_points(wb, c)[0]
            for i, r in enumerate(mine):
                F.check(ser["labels"][i] == r["deck"] and close(ser["y"][i], r["field_win_rate"]),
                        f"deck ratings: {name} {r['deck']} field win rate")
                lo, hi = ser["intervals"].get(ser["x"][i], (None, None))
                F.check(close(lo, r["field_ci_low"]) and close(hi, r["field_ci_high"]),
                        f"deck ratings: {name} {r['deck']} field interval")
    c = find_chart(charts, "under each lineup")
    F.check(c is not None and [s["name"] for s in chart_points(wb, c)] ==
            ["lineup 1, agents greedy,greedy", "lineup 2, agents random,random"],
            "deck ratings: every lineup's strengths in one chart, a series each")
    # the cards: one chart per deck and lineup (not the pool over decks), drawn across
    xlsx = os.path.join(d, "study-cards.xlsx")
    simulate(sim, "xlsx", cards, "-o", xlsx)
    wb = openpyxl.load_workbook(xlsx)
    check_data_sheet(wb, cards, "deck cards")
    rows = row_dicts(cards)
    charts = wb["charts"]._charts
    F.check(len(charts) == 2 * len(STUDY_DECKS), f"deck cards: a chart per deck and lineup "
                                                 f"({len(charts)})")
    for lineup, name in lineups.items():
        for deck in STUDY_DECKS:
            c = next((c for c in charts if "drawn minus" in title_of(c) and
                      f"{name},{name}" in title_of(c) and f"deck {deck})" in title_of(c)), None)
            F.check(c is not None, f"deck cards: the chart of {deck}, {name}")
            if c is None:
                continue
            F.check(c.y_axis.scaling.orientation == "maxMin",
                    f"deck cards: {deck}: the first card at the top")
            mine = {r["card"]: r for r in rows if r["lineup"] == lineup and r["deck"] == deck}
            point, interval = c.series[0], c.series[1]
            # across: x is the value, y the card's place
            values = cells_of(wb, point.xVal.numRef.f)
            places = cells_of(wb, point.yVal.numRef.f)
            labels, lows, highs = block_of(wb, point.xVal.numRef.f)
            F.check(sorted(labels) == sorted(mine) and places == list(range(1, len(mine) + 1)),
                    f"deck cards: {deck} {name}: every card of the deck once, at 1..n")
            F.check(values == sorted(values, reverse=True), f"deck cards: {deck}: best first")
            F.check(all(close(v, mine[l]["drawn_minus_not"]) and
                        close(lo, mine[l]["drawn_minus_not_low"]) and
                        close(hi, mine[l]["drawn_minus_not_high"])
                        for v, l, lo, hi in zip(values, labels, lows, highs)),
                    f"deck cards: {deck} {name}: drawn_minus_not and its interval")
            ix, iy = cells_of(wb, interval.xVal.numRef.f), cells_of(wb, interval.yVal.numRef.f)
            F.check(all(iy[k] == iy[k + 1] == places[k // 3] and ix[k] == lows[k // 3] and
                        ix[k + 1] == highs[k // 3] for k in range(0, len(ix) - 1, 3)),
                    f"deck cards: {deck} {name}: each interval drawn across its card")


def main():
    sim = os.path.abspath(sys.argv[1])
    d = scratch()
    try:
        runs = [
            ("plain", ["--game", "dnup", "--agents", "greedy,random,random", "-n", "60"],
             "dnup", ["win rate by seat", "win rate over all seats", "moves per game"]),
            ("sweep", ["--game", "dnup", "--agents", "greedy,random", "-n", "40",
                       "--sweep", "rounds_to_win=1,2,3", "--metrics"], "dnup",
             ["win rate by seat", "win rate by turn position", "balance figures",
              "each agent's win rate against rounds_to_win",
              "win-rate change from the baseline against rounds_to_win",
              "each seat's win rate against", "first-player advantage against",
              "seat and position spread against", "skill gap against", "game metrics against",
              "game length against"]),
            ("teams", ["--game", "dynamite", "--agents", "greedy,random,greedy,random", "-n",
                       "16", "--rule", "pairs=true"], "dynamite",
             ["win rate by seat", "win rate by team"]),
        ]
        for name, args, game, kinds in runs:
            csv_path = os.path.join(d, name + ".csv")
            xlsx = os.path.join(d, name + ".xlsx")
            simulate(sim, *args, "-o", csv_path, "--xlsx", xlsx, "-q")
            wb = openpyxl.load_workbook(xlsx)
            F.check(wb.sheetnames[:4] == ["data", "summary", "charts", "charts data"],
                    f"{name}: the sheets ({wb.sheetnames})")
            check_data_sheet(wb, csv_path, name)
            check_summary(wb, name, game, True, "rounds_to_win=1" if name == "sweep" else None,
                          args[args.index("-n") + 1])
            check_charts(wb, csv_path, name, kinds)
        # the same from a CSV afterwards
        xlsx = os.path.join(d, "again.xlsx")
        rc, out, _ = simulate(sim, "xlsx", os.path.join(d, "sweep.csv"), "-o", xlsx)
        F.check(out.strip() == xlsx, "simulate xlsx prints the workbook's path")
        wb = openpyxl.load_workbook(xlsx)
        check_data_sheet(wb, os.path.join(d, "sweep.csv"), "simulate xlsx")
        check_summary(wb, "simulate xlsx", "dnup", False, "rounds_to_win=1", 40)
        check_charts(wb, os.path.join(d, "sweep.csv"), "simulate xlsx", runs[1][3])
        # a version that reads as a number (a commit hash of digits and one e) stays text
        header, rows = read_csv(os.path.join(d, "plain.csv"))
        col = header.index("version")
        for version in ("99e3480", "1234567"):
            odd = os.path.join(d, "odd.csv")
            with open(odd, "w", newline="") as f:
                out = csv.writer(f, lineterminator="\n")
                out.writerow(header)
                out.writerows(r[:col] + [version] + r[col + 1:] for r in rows)
            xlsx = os.path.join(d, "odd.xlsx")
            simulate(sim, "xlsx", odd, "-o", xlsx)
            wb = openpyxl.load_workbook(xlsx)
            check_data_sheet(wb, odd, f"version {version}")
            cells = [wb["data"].cell(row=i + 2, column=col + 1).value for i in range(len(rows))]
            kv = {r[0]: r[1] for r in wb["summary"].iter_rows(values_only=True) if r[0]}
            F.check(cells == [version] * len(rows) and kv.get("version") == version,
                    f"version {version}: text in the data and the summary ({cells[:1]}, "
                    f"{kv.get('version')!r})")
        # deck against deck: the matrix with a colour scale, the field best first
        decks = os.path.join(d, "decks.csv")
        rates = deck_table(decks)
        xlsx = os.path.join(d, "decks.xlsx")
        simulate(sim, "xlsx", decks, "-o", xlsx)
        wb = openpyxl.load_workbook(xlsx)
        check_data_sheet(wb, decks, "decks")
        F.check("matrix" in wb.sheetnames, f"decks: a matrix sheet ({wb.sheetnames})")
        m = wb["matrix"]
        names = [m.cell(row=3, column=2 + j).value for j in range(3)]
        F.check(names == ["a", "b", "c"] and [m.cell(row=4 + i, column=1).value for i in range(3)]
                == names, f"decks: matrix labels {names}")
        ok = all(close(m.cell(row=4 + i, column=2 + j).value, rates[names[i], names[j]])
                 if (names[i], names[j]) in rates else m.cell(row=4 + i, column=2 + j).value is None
                 for i in range(3) for j in range(3))
        F.check(ok, "decks: each matrix cell is the row deck's win rate against the column's")
        F.check(any(r.type == "colorScale" for cf in m.conditional_formatting for r in cf.rules),
                "decks: the matrix has a colour scale")
        c = find_chart(wb["charts"]._charts, "against the field")
        F.check(c is not None, "decks: the field chart")
        if c:
            ser = chart_points(wb, c)[0]
            F.check(ser["labels"] == ["a", "b", "c"] and ser["y"] == sorted(ser["y"], reverse=True),
                    f"decks: best first ({ser['labels']}, {ser['y']})")
        check_deck_study(sim, d)
        # several runs in one CSV: the ladder
        ladder = os.path.join(d, "ladder.csv")
        ladder_table(sim, d, ladder)
        xlsx = os.path.join(d, "ladder.xlsx")
        simulate(sim, "xlsx", ladder, "-o", xlsx)
        wb = openpyxl.load_workbook(xlsx)
        check_data_sheet(wb, ladder, "ladder")
        c = find_chart(wb["charts"]._charts, "agent ladder")
        F.check(c is not None, "ladder: the ladder chart")
        if c:
            ser = chart_points(wb, c)[0]
            F.check(sorted(ser["labels"]) == ["dinn", "dnup"],
                    f"ladder: one point per game, from its total row ({ser['labels']})")
            rows = row_dicts(ladder)
            for i, game in enumerate(ser["labels"]):
                row = total([r for r in rows if r["game"] == game], "greedy")
                F.check(close(ser["y"][i], row["win_rate"]), f"ladder: greedy in {game}")
        # bad input: exit 2 and one line
        rc, _, err = simulate(sim, "xlsx", os.path.join(d, "none.csv"), check=False)
        F.check(rc == 2 and err.count("\n") == 1, f"a missing CSV: exit 2, one line ({rc}, {err!r})")
        rc, _, err = simulate(sim, "--game", "dnup", "--agents", "random,random", "-n", "2",
                              "-o", os.path.join(d, "x.csv"), "--xlsx",
                              os.path.join(d, "no", "such", "dir.xlsx"), check=False)
        F.check(rc == 2 and "--xlsx" in err, f"an unwritable workbook: exit 2 before the run ({rc})")
        F.check(not os.path.exists(os.path.join(d, "x.csv")), "...and no CSV")
    finally:
        shutil.rmtree(d)
    F.done()


if __name__ == "__main__":
    main()
