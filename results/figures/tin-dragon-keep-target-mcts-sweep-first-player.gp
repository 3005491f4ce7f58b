# tin-dragon, 3 players: first-player advantage against keep_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-first-player.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against keep_target\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "keep_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-2.514128:5.430828]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 0.7111 -1.5743 3.0256
4 0.3111 -1.9662 2.6193
5 2.4222 0.1012 4.7646
6 2.5556 0.2495 4.8829
EOD
$s1 << EOD
3 1.4444 1.4444 1.4444
4 2.9111 2.9111 2.9111
5 1.0222 1.0222 1.0222
6 1.2222 1.2222 1.2222
EOD
$s2 << EOD
3 2.3556 0.0531 4.6802
4 0.7111 -1.5743 3.0256
5 0.4 -1.8883 2.7185
6 0.7333 -1.5516 3.0475
EOD
$s3 << EOD
3 0.4889 0.4889 0.4889
4 1.4444 1.4444 1.4444
5 -1.3333 -1.3333 -1.3333
6 -0.0667 -0.0667 -0.0667
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage, fort_target=2", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage, fort_target=2", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "first-player advantage, fort_target=3", \
     $s3 using 1:2 with linespoints lc 2 dt 2 lw 1.5 pt 5 ps 0.9 title "seat 1 advantage, fort_target=3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-sweep-first-player.png'
replot
unset output
