# tin-dragon, 3 players: win rate by seat (baseline keep_target=4 fort_target=2)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-win-rate-by-seat.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline keep_target=4 fort_target=2)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [25.661788:37.814412]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
1 28.7333 26.4999 31.0754
2 29.6 27.3444 31.9599
3 34.5333 32.1694 36.9763
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-win-rate-by-seat.png'
replot
unset output
