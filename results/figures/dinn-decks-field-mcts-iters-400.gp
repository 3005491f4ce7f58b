# each deck's win rate against the field (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-field-mcts-iters-400.svg'
set encoding utf8
set title "each deck's win rate against the field\n(lineup 3, agents mcts:iters=400,mcts:iters=400)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [34.950764:70.150036]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 66.0667 65.0216 67.0963
1.88 57.6 56.4312 58.7603
2.88 48.3667 47.3237 49.4111
3.88 43.36 42.3713 44.354
4.88 42.7533 41.7693 43.7431
5.88 39.1667 38.171 40.1715
EOD
$s1 << EOD
1 65.64 64.414 66.8455
2 57.5333 56.214 58.8421
3 49 47.7905 50.2106
4 43.6 42.4112 44.7962
5 42.9867 41.7754 44.2064
6 39.7467 38.5336 40.9725
EOD
$s2 << EOD
1.12 66.4933 65.2414 67.7225
2.12 57.6667 56.3263 58.9958
3.12 47.7333 46.4684 49.0011
4.12 43.12 41.909 44.3393
5.12 42.52 41.3117 43.7373
6.12 38.5867 37.3783 39.8092
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-field-mcts-iters-400.png'
replot
unset output
