# tin-dragon, 3 players: each agent's win rate against hero_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all seats) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.01648]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 91.4667 90.733 92.1473
3 91.75 91.0268 92.4197
4 91.6167 90.8885 92.2916
EOD
$s1 << EOD
2 3.1 2.8046 3.4254
3 2.9917 2.7016 3.3118
4 3.15 2.8522 3.4778
EOD
$s2 << EOD
2 92.4833 91.7887 93.1236
3 92.75 92.0661 93.3792
4 91.9167 91.1998 92.5799
EOD
$s3 << EOD
2 2.9083 2.6224 3.2244
3 2.8833 2.5987 3.1981
4 2.9917 2.7016 3.3118
EOD
$s4 << EOD
2 92.9 92.2223 93.5228
3 93.0833 92.4133 93.6982
4 92.9 92.2223 93.5228
EOD
$s5 << EOD
2 2.6333 2.3616 2.9353
3 2.4833 2.2197 2.7773
4 2.5833 2.3143 2.8827
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
