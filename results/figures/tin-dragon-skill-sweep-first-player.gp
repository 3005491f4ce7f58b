# tin-dragon, 3 players: first-player advantage against hero_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-1.6507:2.5886]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 0.3556 -0.8231 1.5412
3 0.9 -0.2822 2.0886
4 0.4167 -0.7629 1.6032
EOD
$s1 << EOD
2 0.0056 0.0056 0.0056
3 0.2833 0.2833 0.2833
4 0.4333 0.4333 0.4333
EOD
$s2 << EOD
2 0.0722 -1.1049 1.2566
3 0.3667 -0.8103 1.5507
4 0.2556 -0.9233 1.4415
EOD
$s3 << EOD
2 0.2889 0.2889 0.2889
3 0.3 0.3 0.3
4 0.6056 0.6056 0.6056
EOD
$s4 << EOD
2 0.0278 -1.1507 1.2135
3 0.2611 -0.9189 1.4482
4 0.1611 -1.0165 1.3459
EOD
$s5 << EOD
2 -0.0389 -0.0389 -0.0389
3 -0.1056 -0.1056 -0.1056
4 0.0278 0.0278 0.0278
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
