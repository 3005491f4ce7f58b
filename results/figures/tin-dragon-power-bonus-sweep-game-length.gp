# tin-dragon, 3 players: game length against power_bonus
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-power-bonus.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against power_bonus\nbars: 10th to 90th percentile of moves per game"
set xlabel "power_bonus"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [146.6:442.4]
set xrange [-0.2:4.2]
set xtics 1
$s0 << EOD
0 253.9115 167 356
2 268.3094 175 377
4 289.6165 185 414
EOD
$s1 << EOD
0 258.6611 170 362
2 270.889 176 383
4 292.2593 185 417
EOD
$s2 << EOD
0 261.9394 171 368
2 275.6734 180 387
4 296.556 188 422
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game, start_power=2", \
     $s1 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mean moves per game, start_power=3", \
     $s2 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "mean moves per game, start_power=4"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-game-length.png'
replot
unset output
