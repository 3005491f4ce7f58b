# tin-dragon, 3 players: first-player advantage against keep_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-first-player.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against keep_target\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "keep_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-3.79868:5.01268]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 2.0667 -0.2488 4.405
4 0.7556 -1.5366 3.0763
5 0.4222 -1.8708 2.7451
6 0 -2.265 2.2975
EOD
$s1 << EOD
3 -0.4667 -0.4667 -0.4667
4 -0.4444 -0.4444 -0.4444
5 -1.1778 -1.1778 -1.1778
6 -0.1333 -0.1333 -0.1333
EOD
$s2 << EOD
3 -0.9333 -3.191 1.3605
4 0.4444 -1.823 2.7426
5 -0.2667 -2.5286 2.0288
6 -0.2222 -2.491 2.0797
EOD
$s3 << EOD
3 1.3333 1.3333 1.3333
4 0.9778 0.9778 0.9778
5 -2.1333 -2.1333 -2.1333
6 1.2444 1.2444 1.2444
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage, fort_target=2", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage, fort_target=2", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "first-player advantage, fort_target=3", \
     $s3 using 1:2 with linespoints lc 2 dt 2 lw 1.5 pt 5 ps 0.9 title "seat 1 advantage, fort_target=3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-first-player.png'
replot
unset output
