# win rate of the row's deck in seat 2 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
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
0 0 55.7
1 0 53.2
2 0 59.4
3 0 60.9
4 0 69.3
5 0 69.9
6 0 77.7
0 1 48.2
1 1 51.4
2 1 54.1
3 1 61.3
4 1 67.7
5 1 66.8
6 1 75.7
0 2 41.6
1 2 47.8
2 2 50.1
3 2 56.2
4 2 64.7
5 2 63.1
6 2 75.7
0 3 42.8
1 3 46.1
2 3 42.9
3 3 55.7
4 3 56.1
5 3 60.2
6 3 71.8
0 4 33
1 4 34.6
2 4 37.2
3 4 47.9
4 4 47.5
5 4 53.6
6 4 66.3
0 5 37.4
1 5 35.5
2 5 41.5
3 5 45.1
4 5 46.5
5 5 52.3
6 5 63.3
0 6 24.7
1 6 25.5
2 6 28.3
3 6 37.8
4 6 34.2
5 6 45.4
6 6 52
EOD
$l << EOD
0 0 55.7
1 0 53.2
2 0 59.4
3 0 60.9
4 0 69.3
5 0 69.9
6 0 77.7
0 1 48.2
1 1 51.4
2 1 54.1
3 1 61.3
4 1 67.7
5 1 66.8
6 1 75.7
0 2 41.6
1 2 47.8
2 2 50.1
3 2 56.2
4 2 64.7
5 2 63.1
6 2 75.7
0 3 42.8
1 3 46.1
2 3 42.9
3 3 55.7
4 3 56.1
5 3 60.2
6 3 71.8
0 4 33
1 4 34.6
2 4 37.2
3 4 47.9
4 4 47.5
5 4 53.6
6 4 66.3
0 5 37.4
1 5 35.5
2 5 41.5
3 5 45.1
4 5 46.5
5 5 52.3
6 5 63.3
0 6 24.7
1 6 25.5
2 6 28.3
3 6 37.8
4 6 34.2
5 6 45.4
6 6 52
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy-seat2.png'
replot
unset output
