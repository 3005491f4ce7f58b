# tin-dragon, 3 players: each seat's win rate against hero_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,640 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [30.4635:35.0197]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 32.8333 31.6564 34.0322
3 33.0833 31.9039 34.2844
4 32.65 31.4749 33.8473
EOD
$s1 << EOD
2 32.2667 31.0954 33.4606
3 32.3833 31.2109 33.5783
4 32.8667 31.6894 34.0659
EOD
$s2 << EOD
2 32.5667 31.3924 33.7633
3 32.2667 31.0954 33.4606
4 32.4 31.2274 33.5951
EOD
$s3 << EOD
2 33.05 31.8709 34.2508
3 32.2667 31.0954 33.4606
4 32.7333 31.5574 33.9314
EOD
$s4 << EOD
2 32.1333 30.9635 33.3261
3 33.3167 32.135 34.5197
4 32.4333 31.2604 33.6287
EOD
$s5 << EOD
2 33.1167 31.937 34.318
3 32.9333 31.7554 34.1331
4 32.7333 31.5574 33.9314
EOD
$s6 << EOD
2 32.8667 31.6894 34.0659
3 32.6833 31.5079 33.8809
4 32.8167 31.6399 34.0154
EOD
$s7 << EOD
2 32.5333 31.3594 33.7296
3 32.6833 31.5079 33.8809
4 32.7333 31.5574 33.9314
EOD
$s8 << EOD
2 32.7667 31.5904 33.965
3 32.6833 31.5079 33.8809
4 32.5167 31.3429 33.7128
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
