# win rate of the row's deck in seat 1 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 850,650 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts-seat1.svg'
set encoding utf8
set title "win rate of the row's deck in seat 1 against the column's\n(lineup 2, agents mcts,mcts)"
set xlabel "opponent"
set ylabel "deck (in seat 1)"
set xrange [-0.5:6.5]
set yrange [6.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "arcane-circle-optimised" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6)
set ytics ("camelot" 0, "arcane-circle-optimised" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6)
$m << EOD
0 0 52.3
1 0 53.1
2 0 54.3
3 0 65.9
4 0 68.5
5 0 69.5
6 0 69.6
0 1 43.6
1 1 47.7
2 1 47.5
3 1 56.2
4 1 68.4
5 1 67.2
6 1 67
0 2 43.9
1 2 50.4
2 2 47.1
3 2 55.3
4 2 61.6
5 2 60.8
6 2 63.3
0 3 33.9
1 3 43.3
2 3 41.7
3 3 50.7
4 3 55
5 3 51.6
6 3 57
0 4 32.3
1 4 35.9
2 4 36.7
3 4 47
4 4 47.1
5 4 52.3
6 4 52.9
0 5 30.3
1 5 30.1
2 5 35.2
3 5 44.5
4 5 46.1
5 5 47.4
6 5 50.4
0 6 27.8
1 6 34.2
2 6 33.8
3 6 42.6
4 6 45.9
5 6 53.2
6 6 49.6
EOD
$l << EOD
0 0 52.3
1 0 53.1
2 0 54.3
3 0 65.9
4 0 68.5
5 0 69.5
6 0 69.6
0 1 43.6
1 1 47.7
2 1 47.5
3 1 56.2
4 1 68.4
5 1 67.2
6 1 67
0 2 43.9
1 2 50.4
2 2 47.1
3 2 55.3
4 2 61.6
5 2 60.8
6 2 63.3
0 3 33.9
1 3 43.3
2 3 41.7
3 3 50.7
4 3 55
5 3 51.6
6 3 57
0 4 32.3
1 4 35.9
2 4 36.7
3 4 47
4 4 47.1
5 4 52.3
6 4 52.9
0 5 30.3
1 5 30.1
2 5 35.2
3 5 44.5
4 5 46.1
5 5 47.4
6 5 50.4
0 6 27.8
1 6 34.2
2 6 33.8
3 6 42.6
4 6 45.9
5 6 53.2
6 6 49.6
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts-seat1.png'
replot
unset output
