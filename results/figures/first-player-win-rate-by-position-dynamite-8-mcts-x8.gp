# dynamite, 8 players: win rate by turn position
# drawn by simulate 861fc6a (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-mcts-x8.svg'
set encoding utf8
set title "dynamite, 8 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [10.1008:16.0377]
set xrange [0.4:8.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7, "8" 8) rotate by -35
$s0 << EOD
1 13.95 12.5006 15.5377
2 12.75 11.3593 14.2835
3 11.95 10.6008 13.4451
4 12.7 11.3119 14.2312
5 12.1 10.7429 13.6024
6 12.1 10.7429 13.6024
7 12.2 10.8376 13.7073
8 12.25 10.885 13.7597
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-mcts-x8.png'
replot
unset output
