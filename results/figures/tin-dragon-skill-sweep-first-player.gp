# tin-dragon, 3 players: first-player advantage against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-1.6117:2.4126]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 0.1222 -1.0548 1.3065
3 0.5556 -0.6225 1.7404
4 0.2944 -0.8847 1.4806
EOD
$s1 << EOD
2 -0.1778 -0.1778 -0.1778
3 0.0889 0.0889 0.0889
4 -0.2556 -0.2556 -0.2556
EOD
$s2 << EOD
2 0.3944 -0.7859 1.5817
3 0.2444 -0.9318 1.4278
4 0.0667 -1.1117 1.2523
EOD
$s3 << EOD
2 0.0278 0.0278 0.0278
3 0.2111 0.2111 0.2111
4 0.2667 0.2667 0.2667
EOD
$s4 << EOD
2 0.7222 -0.4616 1.9126
3 0.3778 -0.8025 1.5649
4 0.2389 -0.942 1.4268
EOD
$s5 << EOD
2 0.0889 0.0889 0.0889
3 0.2778 0.2778 0.2778
4 -0.4944 -0.4944 -0.4944
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
