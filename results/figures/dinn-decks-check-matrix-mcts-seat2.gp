# win rate of the row's deck in seat 2 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
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
0 0 47.3
1 0 56.4
2 0 54.8
3 0 66.1
4 0 67.2
5 0 69.2
6 0 72.2
0 1 46.9
1 1 52.3
2 1 48.5
3 1 56.7
4 1 64.1
5 1 69.9
6 1 65.7
0 2 44
1 2 50.6
2 2 50.1
3 2 57.5
4 2 61
5 2 63.6
6 2 63.8
0 3 34.1
1 3 43.8
2 3 42.9
3 3 49.3
4 3 52.8
5 3 55.4
6 3 57.3
0 4 31.3
1 4 31.5
2 4 36.2
3 4 45
4 4 51.3
5 4 51.7
6 4 53.8
0 5 30.1
1 5 32.7
2 5 38.5
3 5 48.4
4 5 45.8
5 5 48.9
6 5 46.6
0 6 30.4
1 6 33
2 6 35.1
3 6 43
4 6 47
5 6 49.4
6 6 50.4
EOD
$l << EOD
0 0 47.3
1 0 56.4
2 0 54.8
3 0 66.1
4 0 67.2
5 0 69.2
6 0 72.2
0 1 46.9
1 1 52.3
2 1 48.5
3 1 56.7
4 1 64.1
5 1 69.9
6 1 65.7
0 2 44
1 2 50.6
2 2 50.1
3 2 57.5
4 2 61
5 2 63.6
6 2 63.8
0 3 34.1
1 3 43.8
2 3 42.9
3 3 49.3
4 3 52.8
5 3 55.4
6 3 57.3
0 4 31.3
1 4 31.5
2 4 36.2
3 4 45
4 4 51.3
5 4 51.7
6 4 53.8
0 5 30.1
1 5 32.7
2 5 38.5
3 5 48.4
4 5 45.8
5 5 48.9
6 5 46.6
0 6 30.4
1 6 33
2 6 35.1
3 6 43
4 6 47
5 6 49.4
6 6 50.4
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts-seat2.png'
replot
unset output
