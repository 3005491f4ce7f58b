# tin-dragon, 3 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-3-mcts-x3.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [27.3985:33.5401]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
1 31.85 30.6831 33.0401
2 31.6167 30.4522 32.8046
3 29.0333 27.8985 30.195
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-3-mcts-x3.png'
replot
unset output
