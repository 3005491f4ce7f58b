# tin-dragon, 3 players: seat and position spread against keep_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
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
set yrange [-0.951272:12.842172]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 6.8667 2.0386 11.6535
4 5.8 0.886 10.6784
5 1.7333 0 6.5817
6 7.0667 2.1996 11.8909
EOD
$s1 << EOD
3 4.9333 0.0889 9.748
4 4.6667 0 9.478
5 0.4 0 5.2326
6 4.9333 0.0522 9.7844
EOD
$s2 << EOD
3 5.5333 0.6659 10.3672
4 4.6 0 9.4921
5 5.2667 0.441 10.0607
6 4.6667 0 9.457
EOD
$s3 << EOD
3 2.2 0 6.986
4 3.9333 0 8.8039
5 1.5333 0 6.3486
6 4.5333 0 9.3612
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
