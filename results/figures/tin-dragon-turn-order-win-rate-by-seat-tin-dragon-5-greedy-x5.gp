# tin-dragon, 5 players: win rate by seat
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-seat-tin-dragon-5-greedy-x5.svg'
set encoding utf8
set title "tin-dragon, 5 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [16.2722:18.9931]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 17.8 17.2761 18.3363
2 17.73 17.2069 18.2655
3 17.29 16.7722 17.8204
4 17.615 17.0933 18.1492
5 17.955 17.4292 18.4931
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-seat-tin-dragon-5-greedy-x5.png'
replot
unset output
