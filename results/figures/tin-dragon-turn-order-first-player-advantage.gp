# tin-dragon: first-player advantage by player count
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-turn-order.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-turn-order-first-player-advantage.svg'
set encoding utf8
set title "tin-dragon: first-player advantage by player count\nbars: 95% interval; 0: going first is worth nothing"
set xlabel "players"
set ylabel "first player minus the positions' mean (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.636:4.3062]
set xrange [0.4:4.6]
set xtics ("2" 1, "3" 2, "4" 3, "5" 4)
$s0 << EOD
0.94 1.595 0.9179 2.2715
1.94 0.7516 0.1213 1.3841
2.94 1.5062 0.9269 2.0902
3.94 1.722 1.186 2.2647
EOD
$s1 << EOD
1.06 2.575 1.3405 3.8062
2.06 1.0167 -0.136 2.1762
3.06 1.5167 0.4696 2.5794
4.06 1.37 0.4124 2.3506
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "greedy self-play", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts self-play"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-turn-order-first-player-advantage.png'
replot
unset output
