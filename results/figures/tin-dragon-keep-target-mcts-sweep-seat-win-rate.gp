# tin-dragon, 3 players: each seat's win rate against keep_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against keep_target\nbars: 95% interval (Wilson)"
set xlabel "keep_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [25.095988:36.984712]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 32.1333 29.8183 34.5396
4 33.6 31.2543 36.0295
5 31.8 29.4923 34.2007
6 31.5333 29.2316 33.9294
EOD
$s1 << EOD
3 30.3333 28.0597 32.7075
4 28.7333 26.4999 31.0754
5 28.8 26.5648 31.1435
6 28.1333 25.9159 30.4625
EOD
$s2 << EOD
3 29.6 27.3444 31.9599
4 29.7333 27.4744 32.0959
5 31.7333 29.4271 34.1328
6 31.2667 28.971 33.658
EOD
$s3 << EOD
3 30.8 28.5152 33.1829
4 32.1333 29.8183 34.5396
5 29.6 27.3444 31.9599
6 30.6 28.3199 32.9792
EOD
$s4 << EOD
3 31.7333 29.4271 34.1328
4 28.5333 26.3052 30.8711
5 29.4667 27.2144 31.8239
6 29.7333 27.4744 32.0959
EOD
$s5 << EOD
3 28.4 26.1754 30.7349
4 31.4 29.1013 33.7937
5 33.7333 31.3849 36.1648
6 31.6667 29.362 34.065
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
