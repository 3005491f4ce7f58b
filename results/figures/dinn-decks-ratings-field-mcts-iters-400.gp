# each deck's win rate against the field, by rank (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-field-mcts-iters-400.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank\n(lineup 3, agents mcts:iters=400,mcts:iters=400)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [36.146512:69.561588]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 66.2333 65.1941 67.2571
2 57.7333 56.5635 58.8946
3 47.72 46.6828 48.7592
4 43.8267 42.8392 44.8191
5 42.4667 41.4802 43.4592
6 39.4333 38.451 40.4243
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-field-mcts-iters-400.png'
replot
unset output
