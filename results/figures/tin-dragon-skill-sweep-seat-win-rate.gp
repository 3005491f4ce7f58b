# tin-dragon, 3 players: each seat's win rate against hero_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,640 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [30.2985:34.8012]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 33.1 31.9205 34.3012
3 32.6167 31.4419 33.8137
4 32.6833 31.5079 33.8809
EOD
$s1 << EOD
2 31.9667 30.7985 33.1579
3 32.3 31.1284 33.4942
4 32.55 31.3759 33.7464
EOD
$s2 << EOD
2 32.4167 31.2439 33.6119
3 32.4333 31.2604 33.6287
4 32.5667 31.3924 33.7633
EOD
$s3 << EOD
2 32.4 31.2274 33.5951
3 33.0333 31.8544 34.2339
4 32.4 31.2274 33.5951
EOD
$s4 << EOD
2 32.3833 31.2109 33.5783
3 32.45 31.2769 33.6456
4 32.4167 31.2439 33.6119
EOD
$s5 << EOD
2 33 31.8214 34.2003
3 32.6333 31.4584 33.8305
4 32.7667 31.5904 33.965
EOD
$s6 << EOD
2 32.8 31.6234 33.9986
3 32.2833 31.1119 33.4774
4 32.8 31.6234 33.9986
EOD
$s7 << EOD
2 32.3 31.1284 33.4942
3 33 31.8214 34.2003
4 32.45 31.2769 33.6456
EOD
$s8 << EOD
2 33.0167 31.8379 34.2171
3 32.8167 31.6399 34.0154
4 32.65 31.4749 33.8473
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
