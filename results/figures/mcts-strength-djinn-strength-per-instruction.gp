# djinn: mcts against greedy, by the cost of a decision
# drawn by simulate 3aced6f (simulate plot) from /work/main/results/mcts-strength-djinn.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-djinn-strength-per-instruction.svg'
set encoding utf8
set title "djinn: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [43.232236:74.202264]
set xrange [-0.16789855:5.18092955]
$s0 << EOD
0.317555 47.55 45.3681 49.7413
0.615712 55.75 53.5643 57.9137
1.192146 60.65 58.4905 62.7686
2.48669 65.65 63.5406 67.6994
4.937801 70.1 68.0566 72.0664
EOD
$s1 << EOD
0.07523 54.05 51.8602 56.2243
0.158639 54.1 51.9103 56.274
0.327362 57.8 55.6226 59.9475
0.686595 63.2 61.063 65.2864
1.395205 63.95 61.8208 66.0257
EOD
$s2 << EOD
0.091354 54.35 52.1607 56.5226
0.19429 58 55.8236 60.1457
0.397785 61.15 58.9944 63.2628
0.823488 64.1 61.9724 66.1735
1.670691 66.65 64.5536 68.6826
EOD
$s3 << EOD
0.125965 54.3 52.1106 56.4729
0.265513 59.1 56.9298 61.2353
0.532539 65.2 63.0851 67.2567
1.074955 67.15 65.0605 69.1738
2.171492 69.65 67.5989 71.6257
EOD
$s4 << EOD
0.384623 62.2 60.0534 64.2998
1.607478 67 64.9084 69.0265
EOD
$s5 << EOD
0.399062 60.05 57.8861 62.1753
1.690707 67.05 64.9591 69.0756
EOD
$s6 << EOD
0.410884 60.25 58.0875 62.3732
1.713159 65.55 63.4393 67.601
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "full playouts, c 0.7", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "playouts of 4 moves, c 0.7", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.7", \
     $s3 using 1:2:3:4 with yerrorbars lc 4 pt 7 ps 0.9 lw 1.2 title "playouts of 16 moves, c 0.7", \
     $s4 using 1:2:3:4 with yerrorbars lc 5 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.35", \
     $s5 using 1:2:3:4 with yerrorbars lc 6 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1", \
     $s6 using 1:2:3:4 with yerrorbars lc 7 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1.4"
set terminal pngcairo size 960,620 noenhanced font 'Sans,11'
set output '/work/main/results/figures/mcts-strength-djinn-strength-per-instruction.png'
replot
unset output
