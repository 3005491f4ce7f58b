# tin-dragon, 3 players: win rate by seat (baseline keep_target=4 fort_target=2)
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-win-rate-by-seat.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline keep_target=4 fort_target=2)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [25.737532:36.791868]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
1 33.6 31.2543 36.0295
2 28.7333 26.4999 31.0754
3 29.7333 27.4744 32.0959
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-win-rate-by-seat.png'
replot
unset output
