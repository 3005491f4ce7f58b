# tin-dragon, 3 players: each seat's win rate against keep_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against keep_target\nbars: 95% interval (Wilson)"
set xlabel "keep_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [25.101396:36.911704]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 30.3333 28.0597 32.7075
4 30.4 28.1247 32.7754
5 29.8667 27.6044 32.2318
6 30.4 28.1247 32.7754
EOD
$s1 << EOD
3 28.4 26.1754 30.7349
4 30.4 28.1247 32.7754
5 29.8667 27.6044 32.2318
6 28.3333 26.1105 30.6668
EOD
$s2 << EOD
3 33.6667 31.3196 36.0972
4 31.7333 29.4271 34.1328
5 33.4 31.0583 35.8265
6 32.8667 30.536 35.2849
EOD
$s3 << EOD
3 32.2 29.8835 34.6074
4 31.3333 29.0362 33.7259
5 28.4667 26.2403 30.803
6 32 29.6879 34.4041
EOD
$s4 << EOD
3 28.1333 25.9159 30.4625
4 29.1333 26.8895 31.4837
5 30.0667 27.7995 32.4357
6 28.8667 26.6298 31.2115
EOD
$s5 << EOD
3 32.2667 29.9487 34.6752
4 30.6 28.3199 32.9792
5 33.2667 30.9277 35.6911
6 31.4 29.1013 33.7937
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1, fort_target=2", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2, fort_target=2", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3, fort_target=2", \
     $s3 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat 1, fort_target=3", \
     $s4 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "seat 2, fort_target=3", \
     $s5 using 1:2 with lines lc 3 dt 2 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 3 pt 5 ps 0.9 lw 1.2 title "seat 3, fort_target=3"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-seat-win-rate.png'
replot
unset output
