# dynamite, 2 players: win rate by turn position
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-2-greedy-x2.svg'
set encoding utf8
set title "dynamite, 2 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [48.2523:51.7477]
set xrange [0.4:2.6]
set xtics ("1" 1, "2" 2)
$s0 << EOD
1 50.555 49.8621 51.2477
2 49.445 48.7523 50.1379
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-2-greedy-x2.png'
replot
unset output
