# tin-dragon, 3 players: each agent's win rate against hero_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all seats) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.450116]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 91.1333 90.3875 91.8265
3 91.1167 90.3702 91.8105
4 91.6833 90.9577 92.3557
EOD
$s1 << EOD
2 3.175 2.876 3.504
3 3.1167 2.8205 3.4429
4 3.0583 2.765 3.3817
EOD
$s2 << EOD
2 92 91.2864 92.6599
3 92.35 91.65 92.9958
4 92.3167 91.6154 92.9638
EOD
$s3 << EOD
2 2.8917 2.6066 3.2069
3 2.8833 2.5987 3.1981
4 2.6333 2.3616 2.9353
EOD
$s4 << EOD
2 93.3 92.6393 93.9053
3 92.7333 92.0488 93.3632
4 93.4833 92.8306 94.0805
EOD
$s5 << EOD
2 2.4083 2.1489 2.6982
3 2.6833 2.409 2.988
4 2.2083 1.9603 2.487
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
