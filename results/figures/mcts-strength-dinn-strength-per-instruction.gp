# dinn: mcts against greedy, by the cost of a decision
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/mcts-strength-dinn.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-dinn-strength-per-instruction.svg'
set encoding utf8
set title "dinn: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [65.141796:89.717904]
set xrange [-0.1052344:4.8589864]
$s0 << EOD
0.285577 68.9 66.8367 70.8909
0.553628 76.6 74.6946 78.4034
1.174232 79.95 78.1386 81.6465
2.172155 83.55 81.8612 85.1102
4.63334 86.6 85.0367 88.023
EOD
$s1 << EOD
0.120412 76 74.0795 77.8208
0.249764 78.35 76.4915 80.0998
0.518619 80.45 78.6542 82.129
1.088302 81.15 79.3768 82.8038
2.300898 84.65 83.0039 86.1633
EOD
$s2 << EOD
0.155837 74.7 72.7486 76.5567
0.320102 79.8 77.984 81.5017
0.647546 82.35 80.6176 83.9584
1.339766 82.65 80.9282 84.2466
2.785923 85.1 83.4722 86.5933
EOD
$s3 << EOD
0.207517 73.85 71.8796 75.7289
0.427817 78.6 76.7486 80.3417
0.868308 82.45 80.7211 84.0545
1.804951 84.45 82.7959 85.972
3.628737 84.7 83.0559 86.2111
EOD
$s4 << EOD
0.658209 82.05 80.3071 83.67
2.787889 85.15 83.5242 86.641
EOD
$s5 << EOD
0.662583 81 79.2219 82.6593
2.798784 86.3 84.7233 87.7375
EOD
$s6 << EOD
0.653808 81.15 79.3768 82.8038
2.822518 85.65 84.0451 87.1182
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
