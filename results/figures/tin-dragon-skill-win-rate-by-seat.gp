# tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:102]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 91.65 90.3563 92.784
1.88 93.7 92.5491 94.6833
2.88 92.9 91.6903 93.9452
EOD
$s1 << EOD
1 2.575 2.1278 3.1132
2 3.125 2.6292 3.7108
3 2.95 2.4691 3.5212
EOD
$s2 << EOD
1.12 32.2667 31.0954 33.4606
2.12 33.3167 32.135 34.5197
3.12 32.9333 31.7554 34.1331
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.png'
replot
unset output
