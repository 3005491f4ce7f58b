# win rate of the row's deck in seat 1 against the column's (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400-seat1.svg'
set encoding utf8
set title "win rate of the row's deck in seat 1 against the column's\n(lineup 3, agents mcts:iters=400,mcts:iters=400)"
set xlabel "opponent"
set ylabel "deck (in seat 1)"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
$m << EOD
0 0 49.6667
1 0 55.5333
2 0 65.4667
3 0 66.4667
4 0 66.6
5 0 74.1333
0 1 39.6
1 1 48.1333
2 1 57.6667
3 1 61.6
4 1 63.2667
5 1 65.5333
0 2 34.7333
1 2 40.7333
2 2 51.0667
3 2 54.8667
4 2 55.1333
5 2 59.5333
0 3 31.1333
1 3 37.4
2 3 45.2667
3 3 49.6667
4 3 50
5 3 54.2
0 4 30.9333
1 4 35.7333
2 4 47.6667
3 4 49.8667
4 4 48.2
5 4 50.7333
0 5 26.8
1 5 33.2
2 5 43.6667
3 5 46.2
4 5 48.8667
5 5 49.6
EOD
$l << EOD
0 0 49.6667
1 0 55.5333
2 0 65.4667
3 0 66.4667
4 0 66.6
5 0 74.1333
0 1 39.6
1 1 48.1333
2 1 57.6667
3 1 61.6
4 1 63.2667
5 1 65.5333
0 2 34.7333
1 2 40.7333
2 2 51.0667
3 2 54.8667
4 2 55.1333
5 2 59.5333
0 3 31.1333
1 3 37.4
2 3 45.2667
3 3 49.6667
4 3 50
5 3 54.2
0 4 30.9333
1 4 35.7333
2 4 47.6667
3 4 49.8667
4 4 48.2
5 4 50.7333
0 5 26.8
1 5 33.2
2 5 43.6667
3 5 46.2
4 5 48.8667
5 5 49.6
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400-seat1.png'
replot
unset output
