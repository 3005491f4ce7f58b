# tin-dragon, 3 players: game length against endgame_cost
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-endgame-cost.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against endgame_cost\nbars: 10th to 90th percentile of moves per game"
set xlabel "endgame_cost"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [159.04:404.96]
set xrange [-0.25:5.25]
set xtics 1
$s0 << EOD
0 277.0316 182 388
1 270.7128 176 382
2 270.7204 176 382
3 270.889 176 383
4 271.2598 176 383
5 271.9155 176 385
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-game-length.png'
replot
unset output
