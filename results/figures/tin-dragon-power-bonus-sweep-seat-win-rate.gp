# tin-dragon, 3 players: each seat's win rate against power_bonus
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-power-bonus.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,640 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against power_bonus\nbars: 95% interval (Wilson)"
set xlabel "power_bonus"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [28.8922:32.8015]
set xrange [-0.2:4.2]
set xtics 1
$s0 << EOD
0 30.8835 30.2469 31.5274
2 31.2034 30.565 31.8491
4 30.8485 30.2121 31.4922
EOD
$s1 << EOD
0 30.7985 30.1624 31.4419
2 30.9585 30.3214 31.6028
4 30.9685 30.3314 31.6128
EOD
$s2 << EOD
0 30.4285 29.7946 31.0698
2 30.3735 29.74 31.0145
4 30.3885 29.7549 31.0296
EOD
$s3 << EOD
0 30.7135 30.0779 31.3564
2 31.5734 30.9328 32.2211
4 30.7385 30.1028 31.3816
EOD
$s4 << EOD
0 30.7885 30.1525 31.4318
2 30.0235 29.3922 30.6625
4 30.6985 30.063 31.3413
EOD
$s5 << EOD
0 31.0984 30.4606 31.7435
2 30.7185 30.0829 31.3615
4 30.9585 30.3214 31.6028
EOD
$s6 << EOD
0 31.6534 31.0124 32.3015
2 30.9135 30.2767 31.5575
4 30.8835 30.2469 31.5274
EOD
$s7 << EOD
0 30.1185 29.4866 30.7581
2 30.8735 30.2369 31.5173
4 30.9335 30.2966 31.5776
EOD
$s8 << EOD
0 30.5635 29.9288 31.2056
2 30.5385 29.904 31.1804
4 30.6235 29.9885 31.2659
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1, start_power=2", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2, start_power=2", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3, start_power=2", \
     $s3 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat 1, start_power=3", \
     $s4 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "seat 2, start_power=3", \
     $s5 using 1:2 with lines lc 3 dt 2 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 3 pt 5 ps 0.9 lw 1.2 title "seat 3, start_power=3", \
     $s6 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s6 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "seat 1, start_power=4", \
     $s7 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s7 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "seat 2, start_power=4", \
     $s8 using 1:2 with lines lc 3 dt 3 lw 1.5 notitle, \
     $s8 using 1:2:3:4 with yerrorbars lc 3 pt 9 ps 0.9 lw 1.2 title "seat 3, start_power=4"
set terminal pngcairo size 960,640 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-seat-win-rate.png'
replot
unset output
