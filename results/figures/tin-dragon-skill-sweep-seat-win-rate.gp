# tin-dragon, 3 players: each seat's win rate against hero_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,640 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [30.414:34.9524]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 32.5833 31.4089 33.7801
3 32.7833 31.6069 33.9818
4 33.0333 31.8544 34.2339
EOD
$s1 << EOD
2 32.4333 31.2604 33.6287
3 32.5833 31.4089 33.7801
4 32.3667 31.1944 33.5615
EOD
$s2 << EOD
2 32.7167 31.5409 33.9146
3 32.1333 30.9635 33.3261
4 32.4 31.2274 33.5951
EOD
$s3 << EOD
2 32.9333 31.7554 34.1331
3 32.7833 31.6069 33.9818
4 33.25 32.069 34.4524
EOD
$s4 << EOD
2 32.1333 30.9635 33.3261
3 32.3 31.1284 33.4942
4 32.6 31.4254 33.7969
EOD
$s5 << EOD
2 32.8667 31.6894 34.0659
3 32.3667 31.1944 33.5615
4 32.0833 30.914 33.2756
EOD
$s6 << EOD
2 32.7 31.5244 33.8977
3 32.6 31.4254 33.7969
4 32.65 31.4749 33.8473
EOD
$s7 << EOD
2 32.6667 31.4914 33.8641
3 32.75 31.5739 33.9482
4 32.8333 31.6564 34.0322
EOD
$s8 << EOD
2 32.85 31.6729 34.049
3 32.7667 31.5904 33.965
4 32.3833 31.2109 33.5783
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
