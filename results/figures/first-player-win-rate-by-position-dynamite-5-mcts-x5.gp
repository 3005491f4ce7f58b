# dynamite, 5 players: win rate by turn position
# drawn by simulate 861fc6a (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-5-mcts-x5.svg'
set encoding utf8
set title "dynamite, 5 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [16.55172:23.80288]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 21.45 19.7067 23.3028
2 20.35 18.6432 22.1705
3 19.7 18.0157 21.5005
4 19.8 18.1122 21.6036
5 18.7 17.0518 20.4683
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-5-mcts-x5.png'
replot
unset output
