# win rate of the row's deck in seat 2 against the column's (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400-seat2.svg'
set encoding utf8
set title "win rate of the row's deck in seat 2 against the column's\n(lineup 3, agents mcts:iters=400,mcts:iters=400)"
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
0 0 51.4667
1 0 59.1333
2 0 65.2
3 0 69.2
4 0 68.6667
5 0 72.2
0 1 42.9333
1 1 48.0667
2 1 58.2667
3 1 61.6
4 1 63.2667
5 1 64.6
0 2 35.5333
1 2 40.4667
2 2 49.6667
3 2 52.7333
4 2 54.0667
5 2 56.1333
0 3 31.3333
1 3 36.6667
2 3 45.8
3 3 49.4
4 3 50.3333
5 3 54.5333
0 4 32.4667
1 4 35.2
2 4 47
3 4 46.5333
4 4 46.8667
5 4 53
0 5 25.8
1 5 32.9333
2 5 42.9333
3 5 45.4667
4 5 49.5333
5 5 51.5333
EOD
$l << EOD
0 0 51.4667
1 0 59.1333
2 0 65.2
3 0 69.2
4 0 68.6667
5 0 72.2
0 1 42.9333
1 1 48.0667
2 1 58.2667
3 1 61.6
4 1 63.2667
5 1 64.6
0 2 35.5333
1 2 40.4667
2 2 49.6667
3 2 52.7333
4 2 54.0667
5 2 56.1333
0 3 31.3333
1 3 36.6667
2 3 45.8
3 3 49.4
4 3 50.3333
5 3 54.5333
0 4 32.4667
1 4 35.2
2 4 47
3 4 46.5333
4 4 46.8667
5 4 53
0 5 25.8
1 5 32.9333
2 5 42.9333
3 5 45.4667
4 5 49.5333
5 5 51.5333
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400-seat2.png'
replot
unset output
