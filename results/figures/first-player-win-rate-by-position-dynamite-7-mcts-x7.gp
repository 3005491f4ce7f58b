# dynamite, 7 players: win rate by turn position
# drawn by simulate 861fc6a (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-mcts-x7.svg'
set encoding utf8
set title "dynamite, 7 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [11.8928:17.4793]
set xrange [0.4:7.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7) rotate by -35
$s0 << EOD
1 13.8362 12.3928 15.418
2 14.6853 13.2025 16.3034
3 15.3347 13.8228 16.9793
4 13.8362 12.3928 15.418
5 14.2358 12.7736 15.8349
6 14.036 12.5832 15.6265
7 14.036 12.5832 15.6265
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-mcts-x7.png'
replot
unset output
