# dynamite, 6 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-6-mcts-x6.svg'
set encoding utf8
set title "dynamite, 6 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [13.3089:19.6892]
set xrange [0.4:6.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6)
$s0 << EOD
1 15.6687 14.143 17.3257
2 15.3194 13.8089 16.9625
3 17.3154 15.7217 19.0341
4 17.4651 15.8655 19.1892
5 17.4651 15.8655 19.1892
6 16.7665 15.1948 18.4653
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-6-mcts-x6.png'
replot
unset output
