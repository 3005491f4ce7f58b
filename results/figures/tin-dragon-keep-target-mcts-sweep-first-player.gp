# tin-dragon, 3 players: first-player advantage against keep_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
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
set yrange [-3.776352:7.480752]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 2.2 -0.1328 4.5543
4 3.6 1.2554 5.9603
5 3.3778 1.0435 5.7291
6 2.4222 0.1036 4.7621
EOD
$s1 << EOD
3 -0.1333 -0.1333 -0.1333
4 -3 -3 -3
5 1.2444 1.2444 1.2444
6 -0.1111 -0.1111 -0.1111
EOD
$s2 << EOD
3 0.4444 -1.8457 2.7644
4 1.8222 -0.4929 4.1611
5 4.3333 1.9746 6.7044
6 1.0667 -1.2174 3.3786
EOD
$s3 << EOD
3 -1.2889 -1.2889 -1.2889
4 -1.1778 -1.1778 -1.1778
5 0.4 0.4 0.4
6 -0.5333 -0.5333 -0.5333
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
