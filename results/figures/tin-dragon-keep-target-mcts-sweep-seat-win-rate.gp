# tin-dragon, 3 players: each seat's win rate against keep_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against keep_target\nbars: 95% interval (Wilson)"
set xlabel "keep_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [24.68066:38.83034]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 31.0667 28.7756 33.4544
4 27.8667 25.6565 30.1899
5 31.9333 29.6227 34.3363
6 30.6 28.3199 32.9792
EOD
$s1 << EOD
3 32.0667 29.7531 34.4719
4 35.4 33.0201 37.8545
5 29.4 27.1494 31.7558
6 30.9333 28.6454 33.3187
EOD
$s2 << EOD
3 30.4667 28.1898 32.8433
4 29.3333 27.0844 31.6878
5 30.7333 28.4501 33.115
6 30.6 28.3199 32.9792
EOD
$s3 << EOD
3 29.6667 27.4094 32.0279
4 29.7333 27.4744 32.0959
5 31.3333 29.0362 33.7259
6 29.9333 27.6694 32.2998
EOD
$s4 << EOD
3 33.4 31.0583 35.8265
4 31.4667 29.1665 33.8615
5 32 29.6879 34.4041
6 30.5333 28.2549 32.9113
EOD
$s5 << EOD
3 29.8 27.5394 32.1638
4 31.5333 29.2316 33.9294
5 29.4667 27.2144 31.8239
6 30.9333 28.6454 33.3187
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
