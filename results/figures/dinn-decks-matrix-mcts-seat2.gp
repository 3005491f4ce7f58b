# win rate of the row's deck in seat 2 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-seat2.svg'
set encoding utf8
set title "win rate of the row's deck in seat 2 against the column's\n(lineup 2, agents mcts,mcts)"
set xlabel "opponent"
set ylabel "deck (in seat 2)"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
$m << EOD
0 0 49.9333
1 0 59.6667
2 0 64.7333
3 0 67.8667
4 0 68.6667
5 0 72.4667
0 1 39.4
1 1 47.8
2 1 59.2667
3 1 61.3333
4 1 63.1333
5 1 63.6667
0 2 36.6
1 2 41.7333
2 2 52.5333
3 2 51.0667
4 2 52.9333
5 2 56.4
0 3 35
1 3 38.6667
2 3 49.2667
3 3 50.1333
4 3 50.9333
5 3 54.9333
0 4 30.4667
1 4 36.9333
2 4 44.6667
3 4 44
4 4 49.5333
5 4 50.3333
0 5 27.4667
1 5 33.1333
2 5 43.6667
3 5 45.9333
4 5 48.4
5 5 51.6
EOD
$l << EOD
0 0 49.9333
1 0 59.6667
2 0 64.7333
3 0 67.8667
4 0 68.6667
5 0 72.4667
0 1 39.4
1 1 47.8
2 1 59.2667
3 1 61.3333
4 1 63.1333
5 1 63.6667
0 2 36.6
1 2 41.7333
2 2 52.5333
3 2 51.0667
4 2 52.9333
5 2 56.4
0 3 35
1 3 38.6667
2 3 49.2667
3 3 50.1333
4 3 50.9333
5 3 54.9333
0 4 30.4667
1 4 36.9333
2 4 44.6667
3 4 44
4 4 49.5333
5 4 50.3333
0 5 27.4667
1 5 33.1333
2 5 43.6667
3 5 45.9333
4 5 48.4
5 5 51.6
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-seat2.png'
replot
unset output
