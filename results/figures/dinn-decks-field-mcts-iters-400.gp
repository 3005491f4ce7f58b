# each deck's win rate against the field (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-field-mcts-iters-400.svg'
set encoding utf8
set title "each deck's win rate against the field\n(lineup 3, agents mcts:iters=400,mcts:iters=400)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [35.731044:70.436156]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 66.2333 65.1941 67.2571
1.88 57.7333 56.5635 58.8946
2.88 47.72 46.6828 48.7592
3.88 43.8267 42.8392 44.8191
4.88 42.4667 41.4802 43.4592
5.88 39.4333 38.451 40.4243
EOD
$s1 << EOD
1 65.5867 64.3163 66.8351
2 57.3333 56.007 58.6492
3 47.6533 46.4215 48.888
4 43.92 42.7285 45.1186
5 42.0933 40.8877 43.3085
6 39.5333 38.3514 40.7276
EOD
$s2 << EOD
1.12 66.88 65.6963 68.0427
2.12 58.1333 56.8029 59.4521
3.12 47.7867 46.5519 49.0241
4.12 43.7333 42.4992 44.9753
5.12 42.84 41.6451 44.0433
6.12 39.3333 38.1245 40.5553
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-field-mcts-iters-400.png'
replot
unset output
