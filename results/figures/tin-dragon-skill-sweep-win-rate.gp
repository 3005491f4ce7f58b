# tin-dragon, 3 players: each agent's win rate against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all seats) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.813864]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 91.6833 90.9577 92.3557
3 91.3167 90.5775 92.003
4 91.7833 91.0614 92.4518
EOD
$s1 << EOD
2 3.075 2.7808 3.3992
3 3.0083 2.7174 3.3293
4 3.0667 2.7729 3.3905
EOD
$s2 << EOD
2 92.2833 91.5807 92.9318
3 92.4667 91.7713 93.1077
4 92.65 91.9621 93.2834
EOD
$s3 << EOD
2 2.8417 2.5591 3.1544
3 2.525 2.2591 2.8213
4 2.75 2.4722 3.0581
EOD
$s4 << EOD
2 92.7667 92.0835 93.3951
3 93.6333 92.9872 94.2236
4 93.8333 93.1962 94.4144
EOD
$s5 << EOD
2 2.6333 2.3616 2.9353
3 2.1667 1.9211 2.4429
4 2.225 1.976 2.5046
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
