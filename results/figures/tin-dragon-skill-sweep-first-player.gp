# tin-dragon, 3 players: first-player advantage against hero_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-1.7837:2.3906]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 -0.1111 -1.2837 1.0691
3 0.4667 -0.7107 1.6509
4 0.4 -0.7794 1.5864
EOD
$s1 << EOD
2 0.6056 0.6056 0.6056
3 0.1667 0.1667 0.1667
4 0.0833 0.0833 0.0833
EOD
$s2 << EOD
2 0.2556 -0.9224 1.4406
3 0.4778 -0.7043 1.6667
4 0.3889 -0.7891 1.5739
EOD
$s3 << EOD
2 -0.1944 -0.1944 -0.1944
3 0.3278 0.3278 0.3278
4 -0.1278 -0.1278 -0.1278
EOD
$s4 << EOD
2 0.2778 -0.9024 1.465
3 0.7 -0.484 1.8906
4 0.2167 -0.9616 1.4021
EOD
$s5 << EOD
2 0.0944 0.0944 0.0944
3 -0.4167 -0.4167 -0.4167
4 0.1667 0.1667 0.1667
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
