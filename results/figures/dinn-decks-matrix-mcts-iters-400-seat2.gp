# win rate of the row's deck in seat 2 against the column's (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 49.6
1 0 57.8667
2 0 65.2
3 0 68.1333
4 0 68.1333
5 0 73.1333
0 1 42.6667
1 1 49.2
2 1 57.2667
3 1 60.5333
4 1 62.8
5 1 65.0667
0 2 34.4
1 2 40.8667
2 2 48.9333
3 2 54.7333
4 2 52.3333
5 2 56.3333
0 3 33.2
1 3 35.7333
2 3 45.1333
3 3 48.3333
4 3 47.8667
5 3 53.6667
0 4 32.8667
1 4 35.7333
2 4 44.7333
3 4 48.2
4 4 48.1333
5 4 51.0667
0 5 25.6667
1 5 32.0667
2 5 40.4667
3 5 45.4667
4 5 49.2667
5 5 50.3333
EOD
$l << EOD
0 0 49.6
1 0 57.8667
2 0 65.2
3 0 68.1333
4 0 68.1333
5 0 73.1333
0 1 42.6667
1 1 49.2
2 1 57.2667
3 1 60.5333
4 1 62.8
5 1 65.0667
0 2 34.4
1 2 40.8667
2 2 48.9333
3 2 54.7333
4 2 52.3333
5 2 56.3333
0 3 33.2
1 3 35.7333
2 3 45.1333
3 3 48.3333
4 3 47.8667
5 3 53.6667
0 4 32.8667
1 4 35.7333
2 4 44.7333
3 4 48.2
4 4 48.1333
5 4 51.0667
0 5 25.6667
1 5 32.0667
2 5 40.4667
3 5 45.4667
4 5 49.2667
5 5 50.3333
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400-seat2.png'
replot
unset output
