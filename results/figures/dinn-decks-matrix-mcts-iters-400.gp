# win rate of the row's deck against the column's, both seat orders (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 49.6333
1 0 56.7
2 0 65.3333
3 0 67.3
4 0 67.3667
5 0 73.6333
0 1 41.1333
1 1 48.6667
2 1 57.4667
3 1 61.0667
4 1 63.0333
5 1 65.3
0 2 34.5667
1 2 40.8
2 2 50
3 2 54.8
4 2 53.7333
5 2 57.9333
0 3 32.1667
1 3 36.5667
2 3 45.2
3 3 49
4 3 48.9333
5 3 53.9333
0 4 31.9
1 4 35.7333
2 4 46.2
3 4 49.0333
4 4 48.1667
5 4 50.9
0 5 26.2333
1 5 32.6333
2 5 42.0667
3 5 45.8333
4 5 49.0667
5 5 49.9667
EOD
$l << EOD
0 0 49.6333
1 0 56.7
2 0 65.3333
3 0 67.3
4 0 67.3667
5 0 73.6333
0 1 41.1333
1 1 48.6667
2 1 57.4667
3 1 61.0667
4 1 63.0333
5 1 65.3
0 2 34.5667
1 2 40.8
2 2 50
3 2 54.8
4 2 53.7333
5 2 57.9333
0 3 32.1667
1 3 36.5667
2 3 45.2
3 3 49
4 3 48.9333
5 3 53.9333
0 4 31.9
1 4 35.7333
2 4 46.2
3 4 49.0333
4 4 48.1667
5 4 50.9
0 5 26.2333
1 5 32.6333
2 5 42.0667
3 5 45.8333
4 5 49.0667
5 5 49.9667
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-iters-400.png'
replot
unset output
