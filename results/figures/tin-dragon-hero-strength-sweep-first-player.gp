# tin-dragon, 3 players: first-player advantage against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-hero-strength.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-first-player.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against hero_target\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "hero_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.8133:2.3106]
set xrange [1.85:5.15]
set xtics 1
$s0 << EOD
2 1.0499 0.4186 1.6833
3 0.685 0.0545 1.3176
4 0.87 0.2395 1.5025
5 0.5316 -0.0982 1.1637
EOD
$s1 << EOD
2 -0.005 -0.005 -0.005
3 0.305 0.305 0.305
4 -0.045 -0.045 -0.045
5 -0.0133 -0.0133 -0.0133
EOD
$s2 << EOD
2 0.8566 0.2266 1.4888
3 0.7516 0.1213 1.3841
4 0.9183 0.2861 1.5526
5 0.85 0.2182 1.4838
EOD
$s3 << EOD
2 -0.3133 -0.3133 -0.3133
3 0.8016 0.8016 0.8016
4 0.0783 0.0783 0.0783
5 0.525 0.525 0.525
EOD
$s4 << EOD
2 1.1766 0.5446 1.8106
3 0.835 0.2038 1.4682
4 0.8083 0.1773 1.4415
5 0.6833 0.0531 1.3156
EOD
$s5 << EOD
2 0.0667 0.0667 0.0667
3 0.62 0.62 0.62
4 -0.1367 -0.1367 -0.1367
5 0.1233 0.1233 0.1233
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage, crusader_bonus=1", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage, crusader_bonus=1", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "first-player advantage, crusader_bonus=2", \
     $s3 using 1:2 with linespoints lc 2 dt 2 lw 1.5 pt 5 ps 0.9 title "seat 1 advantage, crusader_bonus=2", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "first-player advantage, crusader_bonus=3", \
     $s5 using 1:2 with linespoints lc 2 dt 3 lw 1.5 pt 9 ps 0.9 title "seat 1 advantage, crusader_bonus=3"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-first-player.png'
replot
unset output
