# win rate of the row's deck against the column's, both seat orders (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400.svg'
set encoding utf8
set title "win rate of the row's deck against the column's, both seat orders\n(lineup 3, agents mcts:iters=400,mcts:iters=400)"
set xlabel "opponent"
set ylabel "deck"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
$m << EOD
0 0 49.4
1 0 57.2667
2 0 64.8333
3 0 68.5
4 0 67.4667
5 0 73.1
0 1 40.7667
1 1 48.7
2 1 58.2333
3 1 61.2667
4 1 63.5667
5 1 64.8333
0 2 35.1333
1 2 39.9
2 2 50
3 2 53.4667
4 2 53.5
5 2 56.6
0 3 30.7
1 3 36.5
2 3 46.5333
3 3 49.0667
4 3 50.9
5 3 54.5
0 4 31.7333
1 4 35.4333
2 4 46.4667
3 4 47
4 4 47.7333
5 4 51.7
0 5 26.6667
1 5 33.4667
2 5 43.4
3 5 45.4333
4 5 48.2
5 5 49.9667
EOD
$l << EOD
0 0 49.4
1 0 57.2667
2 0 64.8333
3 0 68.5
4 0 67.4667
5 0 73.1
0 1 40.7667
1 1 48.7
2 1 58.2333
3 1 61.2667
4 1 63.5667
5 1 64.8333
0 2 35.1333
1 2 39.9
2 2 50
3 2 53.4667
4 2 53.5
5 2 56.6
0 3 30.7
1 3 36.5
2 3 46.5333
3 3 49.0667
4 3 50.9
5 3 54.5
0 4 31.7333
1 4 35.4333
2 4 46.4667
3 4 47
4 4 47.7333
5 4 51.7
0 5 26.6667
1 5 33.4667
2 5 43.4
3 5 45.4333
4 5 48.2
5 5 49.9667
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400.png'
replot
unset output
