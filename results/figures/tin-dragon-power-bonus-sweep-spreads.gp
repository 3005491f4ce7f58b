# tin-dragon, 3 players: seat and position spread against power_bonus
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-power-bonus.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-spreads.svg'
set encoding utf8
set title "tin-dragon, 3 players: seat and position spread against power_bonus\nbest minus worst seat or turn position; bars: 95% interval"
set xlabel "power_bonus"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.5:4.4083]
set xrange [-0.2:4.2]
set xtics 1
$s0 << EOD
0 0.455 0 1.7802
2 0.83 0 2.1579
4 0.58 0 1.9056
EOD
$s1 << EOD
0 2.1249 0.7932 3.4556
2 2.5749 1.2403 3.9083
4 0.8 0 2.1267
EOD
$s2 << EOD
0 0.385 0 1.7156
2 1.5499 0.2214 2.8777
4 0.26 0 1.589
EOD
$s3 << EOD
0 1.8899 0.5567 3.2222
2 1.5049 0.177 2.8321
4 1.5399 0.2088 2.8703
EOD
$s4 << EOD
0 1.5349 0.2045 2.8646
2 0.375 0 1.7017
4 0.31 0 1.6379
EOD
$s5 << EOD
0 2.4449 1.1132 3.7755
2 2.2549 0.9252 3.5836
4 1.3899 0.0596 2.7196
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat spread, start_power=2", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "position spread, start_power=2", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat spread, start_power=3", \
     $s3 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "position spread, start_power=3", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "seat spread, start_power=4", \
     $s5 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "position spread, start_power=4"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-power-bonus-sweep-spreads.png'
replot
unset output
