# djinn, 4 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-djinn-4-greedy-x4.svg'
set encoding utf8
set title "djinn, 4 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [22.6157:27.6816]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 24.745 24.1518 25.3479
2 24.355 23.7651 24.9548
3 23.7 23.1157 24.2944
4 26.565 25.9574 27.1816
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-djinn-4-greedy-x4.png'
replot
unset output
