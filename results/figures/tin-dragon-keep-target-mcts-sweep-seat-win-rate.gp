# tin-dragon, 3 players: each seat's win rate against keep_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against keep_target\nbars: 95% interval (Wilson)"
set xlabel "keep_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [23.975684:38.011916]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 31.4 29.1013 33.7937
4 28.7333 26.4999 31.0754
5 30.0667 27.7995 32.4357
6 27.5333 25.3324 29.849
EOD
$s1 << EOD
3 27.1333 24.9437 29.4398
4 29.6 27.3444 31.9599
5 30.0667 27.7995 32.4357
6 30.6667 28.385 33.0471
EOD
$s2 << EOD
3 34 31.6463 36.4354
4 34.5333 32.1694 36.9763
5 31.8 29.4923 34.2007
6 34.6 32.2348 37.0439
EOD
$s3 << EOD
3 29.2667 27.0195 31.6198
4 29.5333 27.2794 31.8919
5 27.8667 25.6565 30.1899
6 28.0667 25.8511 30.3943
EOD
$s4 << EOD
3 28.2667 26.0456 30.5987
4 29.4 27.1494 31.7558
5 30.4 28.1247 32.7754
6 30.7333 28.4501 33.115
EOD
$s5 << EOD
3 33.8 31.4503 36.2325
4 34 31.6463 36.4354
5 33.1333 30.7971 35.5558
6 32.7333 30.4054 35.1495
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
