# each deck's win rate against the field, by rank (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-field-mcts-iters-400.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank\n(lineup 3, agents mcts:iters=400,mcts:iters=400)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [35.856976:69.410324]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 66.0667 65.0216 67.0963
2 57.6 56.4312 58.7603
3 48.3667 47.3237 49.4111
4 43.36 42.3713 44.354
5 42.7533 41.7693 43.7431
6 39.1667 38.171 40.1715
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-field-mcts-iters-400.png'
replot
unset output
