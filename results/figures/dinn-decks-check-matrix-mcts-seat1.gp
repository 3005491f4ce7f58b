# win rate of the row's deck in seat 1 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
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
0 0 47.6
1 0 56.4
2 0 54.3
3 0 68.5
4 0 66.2
5 0 68
6 0 70.6
0 1 39.4
1 1 50.3
2 1 48.1
3 1 58.1
4 1 67.6
5 1 67.7
6 1 68.3
0 2 42
1 2 46
2 2 48.8
3 2 56.2
4 2 59.6
5 2 62.5
6 2 64
0 3 33.2
1 3 43
2 3 44.2
3 3 52
4 3 51.8
5 3 56.2
6 3 56.6
0 4 33.6
1 4 35.6
2 4 37.3
3 4 48.8
4 4 51.2
5 4 52.7
6 4 52.3
0 5 31.1
1 5 33
2 5 35.3
3 5 47.6
4 5 49
5 5 47.8
6 5 50.8
0 6 29.3
1 6 31.6
2 6 32.8
3 6 43.8
4 6 43.6
5 6 49.3
6 6 50.7
EOD
$l << EOD
0 0 47.6
1 0 56.4
2 0 54.3
3 0 68.5
4 0 66.2
5 0 68
6 0 70.6
0 1 39.4
1 1 50.3
2 1 48.1
3 1 58.1
4 1 67.6
5 1 67.7
6 1 68.3
0 2 42
1 2 46
2 2 48.8
3 2 56.2
4 2 59.6
5 2 62.5
6 2 64
0 3 33.2
1 3 43
2 3 44.2
3 3 52
4 3 51.8
5 3 56.2
6 3 56.6
0 4 33.6
1 4 35.6
2 4 37.3
3 4 48.8
4 4 51.2
5 4 52.7
6 4 52.3
0 5 31.1
1 5 33
2 5 35.3
3 5 47.6
4 5 49
5 5 47.8
6 5 50.8
0 6 29.3
1 6 31.6
2 6 32.8
3 6 43.8
4 6 43.6
5 6 49.3
6 6 50.7
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts-seat1.png'
replot
unset output
