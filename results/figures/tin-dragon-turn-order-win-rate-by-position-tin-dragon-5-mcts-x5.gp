# tin-dragon, 5 players: win rate by turn position
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-5-mcts-x5.svg'
set encoding utf8
set title "tin-dragon, 5 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [14.2039:19.7646]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 18.1 17.1463 19.0945
2 17.2667 16.3313 18.2439
3 17.6667 16.7224 18.6523
4 18.2667 17.3094 19.2646
5 15.6 14.7039 16.5401
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-5-mcts-x5.png'
replot
unset output
