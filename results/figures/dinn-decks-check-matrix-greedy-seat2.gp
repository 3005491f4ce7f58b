# win rate of the row's deck in seat 2 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 850,650 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy-seat2.svg'
set encoding utf8
set title "win rate of the row's deck in seat 2 against the column's\n(lineup 1, agents greedy,greedy)"
set xlabel "opponent"
set ylabel "deck (in seat 2)"
set xrange [-0.5:6.5]
set yrange [6.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("arcane-circle-optimised" 0, "camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6)
set ytics ("arcane-circle-optimised" 0, "camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6)
$m << EOD
0 0 52.1
1 0 55.7
2 0 58.2
3 0 59.9
4 0 69.4
5 0 67.1
6 0 79.8
0 1 51.7
1 1 52
2 1 53
3 1 60.2
4 1 63.6
5 1 66.1
6 1 77.9
0 2 45.1
1 2 48
2 2 50.7
3 2 57.4
4 2 63.1
5 2 61.7
6 2 75.1
0 3 42.7
1 3 43.9
2 3 43.8
3 3 53.8
4 3 57.3
5 3 61
6 3 71.3
0 4 31.3
1 4 33.9
2 4 34.3
3 4 46
4 4 47.3
5 4 53
6 4 68.5
0 5 35.4
1 5 34.7
2 5 38.7
3 5 44.7
4 5 46.9
5 5 52.7
6 5 62.6
0 6 24
1 6 25.1
2 6 27.9
3 6 35.6
4 6 36.4
5 6 44.8
6 6 54.8
EOD
$l << EOD
0 0 52.1
1 0 55.7
2 0 58.2
3 0 59.9
4 0 69.4
5 0 67.1
6 0 79.8
0 1 51.7
1 1 52
2 1 53
3 1 60.2
4 1 63.6
5 1 66.1
6 1 77.9
0 2 45.1
1 2 48
2 2 50.7
3 2 57.4
4 2 63.1
5 2 61.7
6 2 75.1
0 3 42.7
1 3 43.9
2 3 43.8
3 3 53.8
4 3 57.3
5 3 61
6 3 71.3
0 4 31.3
1 4 33.9
2 4 34.3
3 4 46
4 4 47.3
5 4 53
6 4 68.5
0 5 35.4
1 5 34.7
2 5 38.7
3 5 44.7
4 5 46.9
5 5 52.7
6 5 62.6
0 6 24
1 6 25.1
2 6 27.9
3 6 35.6
4 6 36.4
5 6 44.8
6 6 54.8
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy-seat2.png'
replot
unset output
