# tin-dragon, 3 players: game length against keep_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against keep_target\nbars: 10th to 90th percentile of moves per game"
set xlabel "keep_target"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [96.04:283.96]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 155.0627 110 208
4 161.894 110 225
5 173.3307 115 245
6 190.342 126 267
EOD
$s1 << EOD
3 157.1407 109 212
4 166.4153 113 230
5 178.4927 120 247
6 193.844 127 271
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game, fort_target=2", \
     $s1 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mean moves per game, fort_target=3"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-game-length.png'
replot
unset output
