# dynamite, 6 players: win rate by seat
# drawn by simulate 861fc6a (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-6-mcts-x6.svg'
set encoding utf8
set title "dynamite, 6 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [12.055228:20.216872]
set xrange [0.4:6.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6)
$s0 << EOD
1 17.2655 15.6737 18.9824
2 17.2156 15.6258 18.9308
3 17.9142 16.2971 19.654
4 17.4152 15.8175 19.1375
5 14.0719 12.6181 15.6631
6 16.1178 14.573 17.7922
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-6-mcts-x6.png'
replot
unset output
