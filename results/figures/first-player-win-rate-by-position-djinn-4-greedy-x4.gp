# djinn, 4 players: win rate by turn position
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-djinn-4-greedy-x4.svg'
set encoding utf8
set title "djinn, 4 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [22.5364:27.7269]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 24.63 24.0378 25.232
2 24.5 23.9089 25.1009
3 23.62 23.0364 24.2137
4 26.61 26.0021 27.2269
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-djinn-4-greedy-x4.png'
replot
unset output
