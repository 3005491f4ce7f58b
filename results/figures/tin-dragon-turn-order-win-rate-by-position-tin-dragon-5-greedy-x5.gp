# tin-dragon, 5 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-5-greedy-x5.svg'
set encoding utf8
set title "tin-dragon, 5 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [15.8574:20.4539]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 19.4 18.8579 19.9539
2 17.87 17.3452 18.4071
3 16.87 16.3574 17.3954
4 17.23 16.7129 17.7597
5 17.02 16.5055 17.5472
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-win-rate-by-position-tin-dragon-5-greedy-x5.png'
replot
unset output
