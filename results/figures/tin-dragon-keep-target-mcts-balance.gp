# tin-dragon, 3 players: balance figures (baseline keep_target=4 fort_target=2)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target-mcts.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-balance.svg'
set encoding utf8
set title "tin-dragon, 3 players: balance figures (baseline keep_target=4 fort_target=2)\nbars: 95% interval; 0 is balanced"
set xlabel "figure"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-3.254248:11.710448]
set xrange [0.4:4.6]
set xtics ("first-player advantage" 1, "seat 1 advantage" 2, "seat spread" 3, "position spread" 4) rotate by -35
$s0 << EOD
1 0.5778 -1.7149 2.8999
2 -2.2222 -2.2222 -2.2222
3 5.8 0.886 10.6784
4 4.6667 0 9.478
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-mcts-balance.png'
replot
unset output
