# tin-dragon: mcts against greedy, by the cost of a decision
# drawn by simulate 674756b (simulate plot) from /work/main/results/mcts-strength-tin-dragon.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-tin-dragon-strength-per-instruction.svg'
set encoding utf8
set title "tin-dragon: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [50.144792:101.182008]
set xrange [-0.0550886:3.7783806]
$s0 << EOD
0.11916 80.45 78.6542 82.129
0.25059 89.6 88.1854 90.8628
0.524191 92.55 91.3158 93.621
1.094733 95.45 94.4463 96.2795
2.276378 96.8 95.9345 97.4861
EOD
$s1 << EOD
0.500287 90.35 88.9775 91.5678
1.042618 92.6 91.3693 93.6674
EOD
$s2 << EOD
0.130191 86.05 84.4623 87.4994
0.274907 92.7 91.4762 93.7601
0.568965 95.15 94.1189 96.008
1.184013 96.75 95.8788 97.4419
2.455405 97 96.1576 97.6622
EOD
$s3 << EOD
0.158444 69.6 67.5481 71.5768
0.322826 80.9 79.1186 82.5629
0.678439 90.3 88.9246 91.5209
1.3828 92.9 91.6903 93.9452
2.850066 95 93.9556 95.8719
EOD
$s4 << EOD
0.211776 55.85 53.6646 58.013
0.43337 72.45 70.4504 74.3636
0.886831 84.55 82.8999 86.0676
1.773287 90.25 88.8717 91.4739
3.604132 93.05 91.851 94.084
EOD
$s5 << EOD
0.672528 88.75 87.2902 90.0612
2.846445 95.35 94.337 96.1891
EOD
$s6 << EOD
0.671132 88.9 87.448 90.2028
2.849993 94.9 93.8468 95.781
EOD
$s7 << EOD
0.675009 88.7 87.2377 90.014
2.829051 95.7 94.7199 96.5049
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
