# tin-dragon, 3 players: seat and position spread against keep_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
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
set yrange [-0.9918:13.3893]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 1.6 0 6.4749
4 7.5333 2.623 12.3975
5 2.5333 0 7.3571
6 0.3333 0 5.174
EOD
$s1 << EOD
3 3.6 0 8.4906
4 6 1.0993 10.864
5 6.0667 1.2001 10.8965
6 4.4667 0 9.2975
EOD
$s2 << EOD
3 3.7333 0 8.618
4 1.8 0 6.6246
5 2.5333 0 7.3623
6 1 0 5.8121
EOD
$s3 << EOD
3 1.1333 0 5.9764
4 2.8 0 7.6744
5 6.7333 1.8003 11.6249
6 3.6 0 8.3601
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
