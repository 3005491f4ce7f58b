# dynamite, 4 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-4-mcts-x4.svg'
set encoding utf8
set title "dynamite, 4 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [21.7278:28.2115]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 25.75 23.8814 27.7115
2 24.8 22.9569 26.7398
3 25.4 23.5407 27.3537
4 24.05 22.2278 25.9717
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-4-mcts-x4.png'
replot
unset output
