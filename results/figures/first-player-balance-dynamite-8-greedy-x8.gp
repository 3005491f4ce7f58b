# dynamite, 8 players: balance figures
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-balance-dynamite-8-greedy-x8.svg'
set encoding utf8
set title "dynamite, 8 players: balance figures\nbars: 95% interval; 0 is balanced"
set xlabel "figure"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.646:2.0047]
set xrange [0.4:4.6]
set xtics ("first-player advantage" 1, "seat 1 advantage" 2, "seat spread" 3, "position spread" 4) rotate by -35
$s0 << EOD
1 0.31 -0.146 0.7803
2 0.31 0.31 0.31
3 0.395 0 1.5047
4 0.395 0 1.5047
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-balance-dynamite-8-greedy-x8.png'
replot
unset output
