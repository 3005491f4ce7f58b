# tin-dragon, 5 players: win rate by turn position
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-tin-dragon-5-mcts-x5.svg'
set encoding utf8
set title "tin-dragon, 5 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [13.845664:21.347036]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 19.05 17.3889 20.8297
2 18.5 16.8592 20.2616
3 17.3 15.7054 19.02
4 17.05 15.4654 18.761
5 15.9 14.363 17.5678
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-tin-dragon-5-mcts-x5.png'
replot
unset output
