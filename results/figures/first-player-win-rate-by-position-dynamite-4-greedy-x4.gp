# dynamite, 4 players: win rate by turn position
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-4-greedy-x4.svg'
set encoding utf8
set title "dynamite, 4 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [23.2998:26.9362]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 25.825 25.2231 26.4362
2 24.76 24.1667 25.363
3 25.025 24.4295 25.6301
4 24.39 23.7998 24.99
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-4-greedy-x4.png'
replot
unset output
