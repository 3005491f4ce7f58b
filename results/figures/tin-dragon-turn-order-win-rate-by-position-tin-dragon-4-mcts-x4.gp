# tin-dragon, 4 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-4-mcts-x4.svg'
set encoding utf8
set title "tin-dragon, 4 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [19.2755:25.3095]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 23.7167 22.6574 24.8095
2 22.3 21.2647 23.3708
3 22 20.9699 23.0659
4 20.7833 19.7755 21.8286
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-4-mcts-x4.png'
replot
unset output
