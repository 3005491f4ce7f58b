# dnup: mcts against greedy, by the cost of a decision
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/mcts-strength-dnup.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-dnup-strength-per-instruction.svg'
set encoding utf8
set title "dnup: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [9.276516:102]
set xrange [-0.461497:11.500057]
$s0 << EOD
0.665806 17.45 15.8495 19.1753
1.336871 32.9 30.8753 34.9902
2.548062 48.3 46.1153 50.4912
5.427794 65.75 63.6418 67.7978
10.95635 82.65 80.9282 84.2466
EOD
$s1 << EOD
0.08221 71.1 69.0744 73.0447
0.17451 82.2 80.4623 83.8142
0.374429 88.3 86.8174 89.6358
0.794397 92.5 91.2624 93.5746
1.695642 94.65 93.5754 95.5534
EOD
$s2 << EOD
0.117916 62.45 60.3057 64.5465
0.246023 77.05 75.1562 78.84
0.513625 87.55 86.0307 88.9253
1.077325 92.9 91.6903 93.9452
2.227513 96.45 95.5459 97.176
EOD
$s3 << EOD
0.18325 47.05 44.8703 49.2411
0.372987 63.25 61.1135 65.3357
0.773361 80.3 78.4995 81.9843
1.57453 90.85 89.5069 92.0365
3.30178 96.2 95.2696 96.9532
EOD
$s4 << EOD
0.516095 89.25 87.8165 90.533
2.283249 97.4 96.6065 98.0118
EOD
$s5 << EOD
0.512337 86.05 84.4623 87.4994
2.257842 95.5 94.5009 96.3246
EOD
$s6 << EOD
0.519776 85.1 83.4722 86.5933
2.271554 93.95 92.8185 94.913
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
