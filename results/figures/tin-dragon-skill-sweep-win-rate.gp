# tin-dragon, 3 players: each agent's win rate against hero_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all seats) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.469168]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 91.0833 90.3357 91.7784
3 91.2 90.4566 91.8907
4 91.6167 90.8885 92.2916
EOD
$s1 << EOD
2 3.325 3.0189 3.661
3 3.15 2.8522 3.4778
4 3.0917 2.7967 3.4167
EOD
$s2 << EOD
2 92.3167 91.6154 92.9638
3 91.4833 90.7502 92.1633
4 92.8167 92.1356 93.443
EOD
$s3 << EOD
2 2.8083 2.5275 3.1194
3 2.9833 2.6937 3.3031
4 2.5583 2.2907 2.8564
EOD
$s4 << EOD
2 93.15 92.4828 93.7619
3 93.2333 92.5697 93.8416
4 93.5 92.848 94.0964
EOD
$s5 << EOD
2 2.5333 2.267 2.83
3 2.4417 2.1804 2.7334
4 2.1833 1.9368 2.4605
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mcts, keep_target=3", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "greedy, keep_target=3", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mcts, keep_target=4", \
     $s3 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "greedy, keep_target=4", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "mcts, keep_target=5", \
     $s5 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "greedy, keep_target=5"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-sweep-win-rate.png'
replot
unset output
