# tin-dragon, 3 players: each seat's win rate against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,640 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [30.3975:34.8852]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 32.4333 31.2604 33.6287
3 32.5333 31.3594 33.7296
4 32.3833 31.2109 33.5783
EOD
$s1 << EOD
2 32.6167 31.4419 33.8137
3 32.55 31.3759 33.7464
4 32.8 31.6234 33.9986
EOD
$s2 << EOD
2 32.7833 31.6069 33.9818
3 32.25 31.0789 33.4438
4 32.7333 31.5574 33.9314
EOD
$s3 << EOD
2 32.6833 31.5079 33.8809
3 32.7167 31.5409 33.9146
4 32.9833 31.8049 34.1835
EOD
$s4 << EOD
2 32.7333 31.5574 33.9314
3 32.7333 31.5574 33.9314
4 32.5333 31.3594 33.7296
EOD
$s5 << EOD
2 32.55 31.3759 33.7464
3 32.0667 30.8975 33.2588
4 32.6333 31.4584 33.8305
EOD
$s6 << EOD
2 32.7667 31.5904 33.965
3 32.9333 31.7554 34.1331
4 32.2667 31.0954 33.4606
EOD
$s7 << EOD
2 32.9 31.7224 34.0995
3 32.2833 31.1119 33.4774
4 32.8333 31.6564 34.0322
EOD
$s8 << EOD
2 32.3667 31.1944 33.5615
3 32.75 31.5739 33.9482
4 33.1833 32.003 34.3852
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1, keep_target=3", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2, keep_target=3", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3, keep_target=3", \
     $s3 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat 1, keep_target=4", \
     $s4 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "seat 2, keep_target=4", \
     $s5 using 1:2 with lines lc 3 dt 2 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 3 pt 5 ps 0.9 lw 1.2 title "seat 3, keep_target=4", \
     $s6 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s6 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "seat 1, keep_target=5", \
     $s7 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s7 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "seat 2, keep_target=5", \
     $s8 using 1:2 with lines lc 3 dt 3 lw 1.5 notitle, \
     $s8 using 1:2:3:4 with yerrorbars lc 3 pt 9 ps 0.9 lw 1.2 title "seat 3, keep_target=5"
set terminal pngcairo size 960,640 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-sweep-seat-win-rate.png'
replot
unset output
