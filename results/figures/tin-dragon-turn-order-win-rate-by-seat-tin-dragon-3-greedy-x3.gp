# tin-dragon, 3 players: win rate by seat
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-seat-tin-dragon-3-greedy-x3.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [28.8922:32.7211]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
1 31.5734 30.9328 32.2211
2 30.0235 29.3922 30.6625
3 30.7185 30.0829 31.3615
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-seat-tin-dragon-3-greedy-x3.png'
replot
unset output
