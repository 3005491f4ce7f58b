# tin-dragon, 4 players: win rate by seat
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-seat-tin-dragon-4-mcts-x4.svg'
set encoding utf8
set title "tin-dragon, 4 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [19.7498:24.8019]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 23.2167 22.1657 24.3019
2 23.1167 22.0673 24.2004
3 21.2667 20.2498 22.3203
4 21.2833 20.2662 22.3372
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-seat-tin-dragon-4-mcts-x4.png'
replot
unset output
