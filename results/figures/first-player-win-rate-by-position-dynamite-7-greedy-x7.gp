# dynamite, 7 players: win rate by turn position
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-greedy-x7.svg'
set encoding utf8
set title "dynamite, 7 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [12.9037:15.6727]
set xrange [0.4:7.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7) rotate by -35
$s0 << EOD
1 14.2357 13.7584 14.7268
2 14.1508 13.6747 14.6406
3 14.6756 14.192 15.1727
4 14.0458 13.5712 14.5342
5 14.4407 13.9604 14.9346
6 14.5756 14.0935 15.0714
7 13.8758 13.4037 14.3618
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-greedy-x7.png'
replot
unset output
