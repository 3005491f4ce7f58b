# dinn: mcts against greedy, by the cost of a decision
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/mcts-strength-dinn.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-dinn-strength-per-instruction.svg'
set encoding utf8
set title "dinn: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [64.01474:90.20986]
set xrange [-0.04222925:2.24573225]
$s0 << EOD
0.129815 67.9 65.8213 69.9101
0.249914 75.5 73.5674 77.3348
0.532097 80.9 79.1186 82.5629
1.061331 83.65 81.965 85.206
2.141734 86.55 84.9844 87.9754
EOD
$s1 << EOD
0.061769 73.7 71.7264 75.5828
0.125264 78.45 76.5944 80.1966
0.266729 80.8 79.0154 82.4665
0.550692 81.65 79.8935 83.2852
1.113616 85.7 84.0973 87.1659
EOD
$s2 << EOD
0.075509 76.05 74.1308 77.8693
0.156251 80.25 78.4479 81.9361
0.318125 82.2 80.4623 83.8142
0.680239 83.3 81.6019 84.8705
1.359407 86 84.4102 87.4518
EOD
$s3 << EOD
0.097353 71.9 69.8895 73.8265
0.200723 79.15 77.3146 80.8737
0.411172 82.45 80.7211 84.0545
0.82643 83.55 81.8612 85.1102
1.763618 87 85.4549 88.4033
EOD
$s4 << EOD
0.313018 82.45 80.7211 84.0545
1.27015 84.65 83.0039 86.1633
EOD
$s5 << EOD
0.332561 82 80.2554 83.6219
1.378636 85.7 84.0973 87.1659
EOD
$s6 << EOD
0.333229 81.75 79.9969 83.3814
1.426761 85.15 83.5242 86.641
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "full playouts, c 0.7", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "playouts of 4 moves, c 0.7", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.7", \
     $s3 using 1:2:3:4 with yerrorbars lc 4 pt 7 ps 0.9 lw 1.2 title "playouts of 16 moves, c 0.7", \
     $s4 using 1:2:3:4 with yerrorbars lc 5 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.35", \
     $s5 using 1:2:3:4 with yerrorbars lc 6 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1", \
     $s6 using 1:2:3:4 with yerrorbars lc 7 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1.4"
set terminal pngcairo size 960,620 noenhanced font 'Sans,11'
set output '/work/main/results/figures/mcts-strength-dinn-strength-per-instruction.png'
replot
unset output
