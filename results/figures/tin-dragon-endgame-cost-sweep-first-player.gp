# tin-dragon, 3 players: first-player advantage against endgame_cost
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-endgame-cost.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-first-player.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against endgame_cost\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "endgame_cost"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.544:1.8841]
set xrange [-0.25:5.25]
set xtics 1
$s0 << EOD
0 0.7116 0.0801 1.3453
1 0.6216 -0.008 1.2535
2 0.695 0.0651 1.327
3 0.7516 0.1213 1.3841
4 0.65 0.0196 1.2825
5 0.5866 -0.044 1.2195
EOD
$s1 << EOD
0 0.8766 0.8766 0.8766
1 0.8866 0.8866 0.8866
2 0.75 0.75 0.75
3 0.8016 0.8016 0.8016
4 0.84 0.84 0.84
5 0.8666 0.8666 0.8666
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-first-player.png'
replot
unset output
