# win rate of the row's deck in seat 1 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
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
0 0 47.9
1 0 48.3
2 0 54.9
3 0 55.2
4 0 68.7
5 0 64.6
6 0 76
0 1 44.3
1 1 48
2 1 51.9
3 1 53.4
4 1 66.1
5 1 65.3
6 1 74.9
0 2 41.8
1 2 47
2 2 48.9
3 2 54.1
4 2 65.2
5 2 61.3
6 2 72.1
0 3 37.1
1 3 37.3
2 3 40.6
3 3 41.3
4 3 51.8
5 3 52.1
6 3 61.9
0 4 30.6
1 4 36.1
2 4 36.6
3 4 40.9
4 4 52.4
5 4 53.1
6 4 63.6
0 5 32.9
1 5 33.9
2 5 38.3
3 5 37.2
4 5 47
5 5 47.3
6 5 55.2
0 6 20.2
1 6 22.1
2 6 24.9
3 6 27.3
4 6 31.5
5 6 37.4
6 6 45.2
EOD
$l << EOD
0 0 47.9
1 0 48.3
2 0 54.9
3 0 55.2
4 0 68.7
5 0 64.6
6 0 76
0 1 44.3
1 1 48
2 1 51.9
3 1 53.4
4 1 66.1
5 1 65.3
6 1 74.9
0 2 41.8
1 2 47
2 2 48.9
3 2 54.1
4 2 65.2
5 2 61.3
6 2 72.1
0 3 37.1
1 3 37.3
2 3 40.6
3 3 41.3
4 3 51.8
5 3 52.1
6 3 61.9
0 4 30.6
1 4 36.1
2 4 36.6
3 4 40.9
4 4 52.4
5 4 53.1
6 4 63.6
0 5 32.9
1 5 33.9
2 5 38.3
3 5 37.2
4 5 47
5 5 47.3
6 5 55.2
0 6 20.2
1 6 22.1
2 6 24.9
3 6 27.3
4 6 31.5
5 6 37.4
6 6 45.2
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy-seat1.png'
replot
unset output
