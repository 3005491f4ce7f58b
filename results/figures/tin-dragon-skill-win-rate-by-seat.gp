# tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.03694]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 92.65 91.4227 93.7137
1.88 92.1 90.8355 93.2031
2.88 92.3 91.0488 93.389
EOD
$s1 << EOD
1 3.225 2.7208 3.8189
2 2.625 2.1732 3.1678
3 2.8 2.3323 3.3583
EOD
$s2 << EOD
1.12 33.0333 31.8544 34.2339
2.12 32.45 31.2769 33.6456
3.12 32.6333 31.4584 33.8305
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.png'
replot
unset output
