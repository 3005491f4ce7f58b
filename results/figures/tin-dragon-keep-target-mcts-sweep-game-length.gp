# tin-dragon, 3 players: game length against keep_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against keep_target\nbars: 10th to 90th percentile of moves per game"
set xlabel "keep_target"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [91.92:238.08]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 136.7953 103 176
4 141.36 104 188
5 152.416 110 202
6 167.642 120 225
EOD
$s1 << EOD
3 137.316 102 180
4 143.3667 106 184
5 156.1427 112 207
6 170.566 119 228
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game, fort_target=2", \
     $s1 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mean moves per game, fort_target=3"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-game-length.png'
replot
unset output
