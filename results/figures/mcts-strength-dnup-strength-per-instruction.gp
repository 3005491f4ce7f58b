# dnup: mcts against greedy, by the cost of a decision
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/mcts-strength-dnup.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-dnup-strength-per-instruction.svg'
set encoding utf8
set title "dnup: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [9.805904:102]
set xrange [-0.2564208:6.7410928]
$s0 << EOD
0.40844 17.95 16.33 19.6929
0.767162 30.05 28.0805 32.096
1.507264 48.95 46.7633 51.1407
2.941047 67 64.9084 69.0265
6.423024 83.5 81.8093 85.0622
EOD
$s1 << EOD
0.061648 71.55 69.5328 73.4846
0.130926 81.4 79.6351 83.0445
0.276706 87.55 86.0307 88.9253
0.575561 93.25 92.0655 94.2687
1.210363 96.4 95.4906 97.1315
EOD
$s2 << EOD
0.082656 62 59.8517 64.1023
0.173297 76.75 74.8485 78.549
0.355817 87.45 85.9259 88.8305
0.741402 92.9 91.6903 93.9452
1.546857 96.05 95.1043 96.8191
EOD
$s3 << EOD
0.124689 48 45.8164 50.1913
0.249937 65.2 63.0851 67.2567
0.524205 79.7 77.881 81.4051
1.055052 91.1 89.772 92.2704
2.158769 95.35 94.337 96.1891
EOD
$s4 << EOD
0.34962 89 87.5532 90.2972
1.470107 97.25 96.4377 97.8812
EOD
$s5 << EOD
0.361771 85.2 83.5763 86.6888
1.576975 96.15 95.2145 96.9086
EOD
$s6 << EOD
0.37043 85.25 83.6284 86.7365
1.592762 94.5 93.4129 95.4165
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "full playouts, c 0.7", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "playouts of 4 moves, c 0.7", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.7", \
     $s3 using 1:2:3:4 with yerrorbars lc 4 pt 7 ps 0.9 lw 1.2 title "playouts of 16 moves, c 0.7", \
     $s4 using 1:2:3:4 with yerrorbars lc 5 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.35", \
     $s5 using 1:2:3:4 with yerrorbars lc 6 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1", \
     $s6 using 1:2:3:4 with yerrorbars lc 7 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1.4"
set terminal pngcairo size 960,620 noenhanced font 'Sans,11'
set output '/work/main/results/figures/mcts-strength-dnup-strength-per-instruction.png'
replot
unset output
