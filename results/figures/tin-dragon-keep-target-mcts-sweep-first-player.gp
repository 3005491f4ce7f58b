# tin-dragon, 3 players: first-player advantage against keep_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
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
set yrange [-4.078816:5.764016]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 2.3556 0.0332 4.6994
4 0.5778 -1.7149 2.8999
5 -0.0444 -2.3128 2.2564
6 2.7333 0.401 5.0852
EOD
$s1 << EOD
3 0.5556 0.5556 0.5556
4 -2.2222 -2.2222 -2.2222
5 -0.5778 -0.5778 -0.5778
6 -3.4 -3.4 -3.4
EOD
$s2 << EOD
3 0.8222 -1.4562 3.1295
4 2.3556 0.0282 4.7041
5 0.8 -1.4788 3.1078
6 2.6222 0.3075 4.9576
EOD
$s3 << EOD
3 -1.1778 -1.1778 -1.1778
4 -1.4444 -1.4444 -1.4444
5 -2.6 -2.6 -2.6
6 -2.4444 -2.4444 -2.4444
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
