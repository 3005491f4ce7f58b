# win rate of the row's deck in seat 2 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 850,650 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts-seat2.svg'
set encoding utf8
set title "win rate of the row's deck in seat 2 against the column's\n(lineup 2, agents mcts,mcts)"
set xlabel "opponent"
set ylabel "deck (in seat 2)"
set xrange [-0.5:6.5]
set yrange [6.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "arcane-circle-optimised" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6)
set ytics ("camelot" 0, "arcane-circle-optimised" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6)
$m << EOD
0 0 52.1
1 0 60.4
2 0 56.2
3 0 66.8
4 0 66.2
5 0 68.7
6 0 70.7
0 1 43.6
1 1 49.7
2 1 52.8
3 1 57
4 1 64.2
5 1 67
6 1 68.4
0 2 42.8
1 2 49.8
2 2 48.6
3 2 55
4 2 60.8
5 2 63.8
6 2 65.2
0 3 31.5
1 3 41.9
2 3 42
3 3 48
4 3 51.2
5 3 52.4
6 3 56.2
0 4 33.2
1 4 32.3
2 4 38.5
3 4 48.2
4 4 47.3
5 4 49.1
6 4 56.3
0 5 31.8
1 5 32.1
2 5 35.9
3 5 43.8
4 5 44.9
5 5 49.1
6 5 50.6
0 6 29.2
1 6 31.7
2 6 33.8
3 6 43.4
4 6 47.7
5 6 49.1
6 6 49.3
EOD
$l << EOD
0 0 52.1
1 0 60.4
2 0 56.2
3 0 66.8
4 0 66.2
5 0 68.7
6 0 70.7
0 1 43.6
1 1 49.7
2 1 52.8
3 1 57
4 1 64.2
5 1 67
6 1 68.4
0 2 42.8
1 2 49.8
2 2 48.6
3 2 55
4 2 60.8
5 2 63.8
6 2 65.2
0 3 31.5
1 3 41.9
2 3 42
3 3 48
4 3 51.2
5 3 52.4
6 3 56.2
0 4 33.2
1 4 32.3
2 4 38.5
3 4 48.2
4 4 47.3
5 4 49.1
6 4 56.3
0 5 31.8
1 5 32.1
2 5 35.9
3 5 43.8
4 5 44.9
5 5 49.1
6 5 50.6
0 6 29.2
1 6 31.7
2 6 33.8
3 6 43.4
4 6 47.7
5 6 49.1
6 6 49.3
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts-seat2.png'
replot
unset output
