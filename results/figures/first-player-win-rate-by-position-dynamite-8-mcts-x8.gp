# dynamite, 8 players: win rate by turn position
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-mcts-x8.svg'
set encoding utf8
set title "dynamite, 8 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [9.5805:15.4111]
set xrange [0.4:8.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7, "8" 8) rotate by -35
$s0 << EOD
1 12.5 11.1221 14.0217
2 13.15 11.7393 14.702
3 11.4 10.0805 12.8675
4 12.65 11.2644 14.1788
5 13.35 11.9294 14.9111
6 12.25 10.885 13.7597
7 11.9 10.5535 13.3926
8 12.8 11.4068 14.3358
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-mcts-x8.png'
replot
unset output
