#!/usr/bin/env python3
"""The deck-study hooks' workbook (written by test_viz.c): a matrix sheet with a
three-colour scale, and a ratings chart whose intervals are the table's.

usage: check_hooks.py FILE.xlsx"""
import sys

import openpyxl

from common import Failures
from test_workbook import cells_of, title_of

F = Failures("check_hooks")
wb = openpyxl.load_workbook(sys.argv[1])
F.check(wb.sheetnames == ["matrix", "ratings", "rating chart", "rating chart data"],
        f"sheets {wb.sheetnames}")
m = wb["matrix"]
F.check(m["B3"].value == "infernal" and m["A4"].value == "infernal", "labels of the matrix")
F.check(m["B4"].value == 0.5 and m["C4"].value == 0.6 and m["D6"].value == 0.5, "matrix values")
F.check(m["D5"].value is None, "an empty matrix cell stays empty")
rules = [r for cf in m.conditional_formatting for r in cf.rules]
F.check(len(rules) == 1 and rules[0].type == "colorScale" and len(rules[0].colorScale.cfvo) == 3,
        "a three-colour scale on the matrix")
F.check(any(str(cf.sqref) == "B4:D6" for cf in m.conditional_formatting), "over the matrix cells")
charts = wb["rating chart"]._charts
F.check(len(charts) == 1 and "deck ratings" in title_of(charts[0]), "one ratings chart")
s = charts[0].series
ys = cells_of(wb, s[0].yVal.numRef.f)
F.check(ys == [0.62, 0.51, 0.37], f"ratings {ys}")
seg = cells_of(wb, s[1].yVal.numRef.f)
F.check(seg == [0.58, 0.66, None, 0.47, 0.55, None, 0.33, 0.41], f"intervals {seg}")
F.done()
