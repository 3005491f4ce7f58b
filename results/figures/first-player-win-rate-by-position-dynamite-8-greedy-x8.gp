# dynamite, 8 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-greedy-x8.svg'
set encoding utf8
set title "dynamite, 8 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [11.3717:13.8412]
set xrange [0.4:8.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7, "8" 8) rotate by -35
$s0 << EOD
1 12.87 12.413 13.3412
2 12.54 12.0882 13.0062
3 12.54 12.0882 13.0062
4 12.395 11.9455 12.8589
5 12.415 11.9652 12.8792
6 12.475 12.0242 12.9402
7 12.445 11.9947 12.9097
8 12.32 11.8717 12.7828
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-greedy-x8.png'
replot
unset output
