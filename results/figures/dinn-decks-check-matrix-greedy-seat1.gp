# win rate of the row's deck in seat 1 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 850,650 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy-seat1.svg'
set encoding utf8
set title "win rate of the row's deck in seat 1 against the column's\n(lineup 1, agents greedy,greedy)"
set xlabel "opponent"
set ylabel "deck (in seat 1)"
set xrange [-0.5:6.5]
set yrange [6.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("arcane-circle-optimised" 0, "camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6)
set ytics ("arcane-circle-optimised" 0, "camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6)
$m << EOD
0 0 44.3
1 0 51.8
2 0 58.4
3 0 54.6
4 0 67
5 0 62.6
6 0 75.3
0 1 46.8
1 1 48.6
2 1 52.1
3 1 52.3
4 1 65.4
5 1 64.5
6 1 74.5
0 2 40.6
1 2 45.8
2 2 49.8
3 2 54.7
4 2 62.2
5 2 58.5
6 2 71.7
0 3 35.8
1 3 35.1
2 3 41.4
3 3 39.4
4 3 49.8
5 3 52.2
6 3 59.4
0 4 30.7
1 4 32.3
2 4 35.1
3 4 42.2
4 4 52.2
5 4 53.5
6 4 65.8
0 5 30.1
1 5 33.2
2 5 36.9
3 5 37.5
4 5 46.4
5 5 47.7
6 5 54.6
0 6 22.3
1 6 24.3
2 6 24.3
3 6 26.7
4 6 33.7
5 6 36.7
6 6 48
EOD
$l << EOD
0 0 44.3
1 0 51.8
2 0 58.4
3 0 54.6
4 0 67
5 0 62.6
6 0 75.3
0 1 46.8
1 1 48.6
2 1 52.1
3 1 52.3
4 1 65.4
5 1 64.5
6 1 74.5
0 2 40.6
1 2 45.8
2 2 49.8
3 2 54.7
4 2 62.2
5 2 58.5
6 2 71.7
0 3 35.8
1 3 35.1
2 3 41.4
3 3 39.4
4 3 49.8
5 3 52.2
6 3 59.4
0 4 30.7
1 4 32.3
2 4 35.1
3 4 42.2
4 4 52.2
5 4 53.5
6 4 65.8
0 5 30.1
1 5 33.2
2 5 36.9
3 5 37.5
4 5 46.4
5 5 47.7
6 5 54.6
0 6 22.3
1 6 24.3
2 6 24.3
3 6 26.7
4 6 33.7
5 6 36.7
6 6 48
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy-seat1.png'
replot
unset output
