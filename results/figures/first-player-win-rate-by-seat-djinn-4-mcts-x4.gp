# djinn, 4 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-djinn-4-mcts-x4.svg'
set encoding utf8
set title "djinn, 4 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [21.091048:28.421552]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 24.15 22.325 26.0741
2 23.4 21.5966 25.3054
3 25 23.1514 26.9444
4 25.95 24.0762 27.916
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-djinn-4-mcts-x4.png'
replot
unset output
