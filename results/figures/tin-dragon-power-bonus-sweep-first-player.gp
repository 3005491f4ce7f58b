# tin-dragon, 3 players: first-player advantage against power_bonus
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-power-bonus.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-first-player.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against power_bonus\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "power_bonus"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.7298:2.67]
set xrange [-0.2:4.2]
set xtics 1
$s0 << EOD
0 1.3099 0.6776 1.9443
2 1.5333 0.8984 2.17
4 0.3983 -0.2298 1.0287
EOD
$s1 << EOD
0 0.18 0.18 0.18
2 0.3583 0.3583 0.3583
4 0.1133 0.1133 0.1133
EOD
$s2 << EOD
0 1.0966 0.4636 1.7316
2 0.7516 0.1213 1.3841
4 0.89 0.2587 1.5233
EOD
$s3 << EOD
0 -0.1533 -0.1533 -0.1533
2 0.8016 0.8016 0.8016
4 -0.06 -0.06 -0.06
EOD
$s4 << EOD
0 1.3999 0.7664 2.0354
2 1.2133 0.5806 1.8479
4 0.765 0.1342 1.3979
EOD
$s5 << EOD
0 0.875 0.875 0.875
2 0.1383 0.1383 0.1383
4 0.07 0.07 0.07
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage, start_power=2", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage, start_power=2", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "first-player advantage, start_power=3", \
     $s3 using 1:2 with linespoints lc 2 dt 2 lw 1.5 pt 5 ps 0.9 title "seat 1 advantage, start_power=3", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "first-player advantage, start_power=4", \
     $s5 using 1:2 with linespoints lc 2 dt 3 lw 1.5 pt 9 ps 0.9 title "seat 1 advantage, start_power=4"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-first-player.png'
replot
unset output
