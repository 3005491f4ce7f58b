# dynamite, 7 players: win rate by turn position
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-mcts-x7.svg'
set encoding utf8
set title "dynamite, 7 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [11.1325:17.9466]
set xrange [0.4:7.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7) rotate by -35
$s0 << EOD
1 15.7842 14.2529 17.4466
2 14.8352 13.3455 16.4595
3 13.3367 11.9174 14.8963
4 14.2857 12.8212 15.887
5 14.985 13.4887 16.6155
6 13.037 11.6325 14.583
7 13.7363 12.2977 15.3137
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-mcts-x7.png'
replot
unset output
