# tin-dragon, 3 players: seat and position spread against keep_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-spreads.svg'
set encoding utf8
set title "tin-dragon, 3 players: seat and position spread against keep_target\nbest minus worst seat or turn position; bars: 95% interval"
set xlabel "keep_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.8082:10.9107]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 5.2667 0.3989 10.1025
4 1.3333 0 6.1938
5 3.5333 0 8.4269
6 4.5333 0 9.3403
EOD
$s1 << EOD
3 4.4667 0 9.2767
4 1.4 0 6.2472
5 1.5333 0 6.3747
6 1.2 0 6.0192
EOD
$s2 << EOD
3 4.1333 0 8.9114
4 2.2 0 6.9913
5 4.8 0 9.626
6 3.1333 0 7.9356
EOD
$s3 << EOD
3 2.5333 0 7.3987
4 1.7333 0 6.5188
5 1.3333 0 6.1677
6 0.5333 0 5.376
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat spread, fort_target=2", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "position spread, fort_target=2", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat spread, fort_target=3", \
     $s3 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "position spread, fort_target=3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-spreads.png'
replot
unset output
