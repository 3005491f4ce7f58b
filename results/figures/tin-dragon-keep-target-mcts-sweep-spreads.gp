# tin-dragon, 3 players: seat and position spread against keep_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
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
set yrange [-0.85612:11.55762]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 2.5333 0 7.3727
4 4.8667 0 9.7156
5 3 0 7.7925
6 3.4 0 8.1534
EOD
$s1 << EOD
3 1.4 0 6.2315
4 2 0 6.8158
5 5.9333 1.1298 10.7015
6 4.5333 0 9.3403
EOD
$s2 << EOD
3 3.3333 0 8.1056
4 3.6 0 8.3918
5 4.2667 0 9.1532
6 1.9333 0 6.7625
EOD
$s3 << EOD
3 4.1333 0 8.9428
4 1.2667 0 6.1039
5 2.9333 0 7.7602
6 5.2667 0.4569 10.045
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
