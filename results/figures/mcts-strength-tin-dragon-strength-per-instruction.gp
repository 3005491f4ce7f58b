# tin-dragon: mcts against greedy, by the cost of a decision
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/mcts-strength-tin-dragon.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-tin-dragon-strength-per-instruction.svg'
set encoding utf8
set title "tin-dragon: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [50.228628:101.504572]
set xrange [-0.0460792:3.2523412]
$s0 << EOD
0.103849 79.9 78.0871 81.5983
0.220255 88.4 86.9224 89.7304
0.442448 92.7 91.4762 93.7601
0.904713 94.25 93.1424 95.188
1.863777 96.45 95.5459 97.176
EOD
$s1 << EOD
0.427092 91.45 90.1437 92.5974
0.881815 92.45 91.209 93.5282
EOD
$s2 << EOD
0.113852 83.4 81.7056 84.9663
0.235553 92.7 91.4762 93.7601
0.486507 95.25 94.2279 96.0986
0.986857 96.1 95.1594 96.8639
2.014283 97.35 96.5501 97.9683
EOD
$s3 << EOD
0.138685 70.2 68.1583 72.1642
0.281054 80 78.1902 81.6948
0.572816 89.75 88.3436 91.004
1.1634 92 90.7289 93.11
2.36941 95.1 94.0644 95.9626
EOD
$s4 << EOD
0.191123 55.95 53.7649 58.1123
0.388733 71.25 69.2272 73.1913
0.768247 84.7 83.0559 86.2111
1.546909 89.05 87.6059 90.3444
3.102413 93.4 92.2265 94.4071
EOD
$s5 << EOD
0.541855 88.6 87.1325 89.9195
2.221924 95.65 94.6651 96.4599
EOD
$s6 << EOD
0.589069 89.95 88.5548 91.1921
2.402729 93.8 92.6568 94.7752
EOD
$s7 << EOD
0.595887 87.65 86.1355 89.0202
2.470036 95.3 94.2825 96.1439
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "playouts of 2 moves, c 0.7", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "playouts of 1 moves, c 0.7", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "playouts of 4 moves, c 0.7", \
     $s3 using 1:2:3:4 with yerrorbars lc 4 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.7", \
     $s4 using 1:2:3:4 with yerrorbars lc 5 pt 7 ps 0.9 lw 1.2 title "playouts of 16 moves, c 0.7", \
     $s5 using 1:2:3:4 with yerrorbars lc 6 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.35", \
     $s6 using 1:2:3:4 with yerrorbars lc 7 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1", \
     $s7 using 1:2:3:4 with yerrorbars lc 8 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1.4"
set terminal pngcairo size 960,620 noenhanced font 'Sans,11'
set output '/work/main/results/figures/mcts-strength-tin-dragon-strength-per-instruction.png'
replot
unset output
