# djinn, 4 players: balance figures
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-balance-djinn-4-greedy-x4.svg'
set encoding utf8
set title "djinn, 4 players: balance figures\nbars: 95% interval; 0 is balanced"
set xlabel "figure"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-1.304:4.8102]
set xrange [0.4:4.6]
set xtics ("first-player advantage" 1, "seat 1 advantage" 2, "seat spread" 3, "position spread" 4) rotate by -35
$s0 << EOD
1 -0.21 -0.804 0.3889
2 -0.21 -0.21 -0.21
3 2.99 1.6684 4.3102
4 2.99 1.6684 4.3102
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-balance-djinn-4-greedy-x4.png'
replot
unset output
