# tin-dragon, 3 players: first-player advantage against hero_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-first-player.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against hero_target\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "hero_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-1.5707:2.7431]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 0.4611 -0.7181 1.6472
3 0.1056 -1.0707 1.2891
4 0.4111 -0.7691 1.5983
EOD
$s1 << EOD
2 0.2778 0.2778 0.2778
3 0.5056 0.5056 0.5056
4 0.0111 0.0111 0.0111
EOD
$s2 << EOD
2 0.7667 -0.4192 1.959
3 0.3944 -0.7893 1.585
4 0.3833 -0.7966 1.5701
EOD
$s3 << EOD
2 0.2833 0.2833 0.2833
3 -0.5722 -0.5722 -0.5722
4 0.1 0.1 0.1
EOD
$s4 << EOD
2 0.2778 -0.9027 1.4653
3 1.05 -0.1369 2.2431
4 0.3778 -0.8031 1.5655
EOD
$s5 << EOD
2 0.1444 0.1444 0.1444
3 0 0 0
4 0.1278 0.1278 0.1278
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage, keep_target=3", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage, keep_target=3", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "first-player advantage, keep_target=4", \
     $s3 using 1:2 with linespoints lc 2 dt 2 lw 1.5 pt 5 ps 0.9 title "seat 1 advantage, keep_target=4", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "first-player advantage, keep_target=5", \
     $s5 using 1:2 with linespoints lc 2 dt 3 lw 1.5 pt 9 ps 0.9 title "seat 1 advantage, keep_target=5"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-sweep-first-player.png'
replot
unset output
