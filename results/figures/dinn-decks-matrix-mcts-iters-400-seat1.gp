# win rate of the row's deck in seat 1 against the column's (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 47.3333
1 0 55.4
2 0 64.4667
3 0 67.8
4 0 66.2667
5 0 74
0 1 38.6
1 1 49.3333
2 1 58.2
3 1 60.9333
4 1 63.8667
5 1 65.0667
0 2 34.7333
1 2 39.3333
2 2 50.3333
3 2 54.2
4 2 52.9333
5 2 57.0667
0 3 30.0667
1 3 36.3333
2 3 47.2667
3 3 48.7333
4 3 51.4667
5 3 54.4667
0 4 31
1 4 35.6667
2 4 45.9333
3 4 47.4667
4 4 48.6
5 4 50.4
0 5 27.5333
1 5 34
2 5 43.8667
3 5 45.4
4 5 46.8667
5 5 48.4
EOD
$l << EOD
0 0 47.3333
1 0 55.4
2 0 64.4667
3 0 67.8
4 0 66.2667
5 0 74
0 1 38.6
1 1 49.3333
2 1 58.2
3 1 60.9333
4 1 63.8667
5 1 65.0667
0 2 34.7333
1 2 39.3333
2 2 50.3333
3 2 54.2
4 2 52.9333
5 2 57.0667
0 3 30.0667
1 3 36.3333
2 3 47.2667
3 3 48.7333
4 3 51.4667
5 3 54.4667
0 4 31
1 4 35.6667
2 4 45.9333
3 4 47.4667
4 4 48.6
5 4 50.4
0 5 27.5333
1 5 34
2 5 43.8667
3 5 45.4
4 5 46.8667
5 5 48.4
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400-seat1.png'
replot
unset output
