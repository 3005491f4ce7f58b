# djinn: mcts against greedy, by the cost of a decision
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/mcts-strength-djinn.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-djinn-strength-per-instruction.svg'
set encoding utf8
set title "djinn: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [43.447372:74.186328]
set xrange [-0.47270825:12.39833125]
$s0 << EOD
0.716635 47.75 45.5673 49.9413
1.502233 54.65 52.4614 56.8208
2.952254 60.75 58.5913 62.8675
5.834867 66.2 64.0976 68.2403
11.813284 70.1 68.0566 72.0664
EOD
$s1 << EOD
0.112339 53.7 51.5097 55.8761
0.236934 56.15 53.9656 58.3108
0.496367 58.9 56.7286 61.0373
1.010385 63.1 60.962 65.1878
2.126789 63.8 61.6692 65.8779
EOD
$s2 << EOD
0.143255 49.6 47.4116 51.7899
0.297852 58.7 56.5274 60.8392
0.643576 60.8 58.6417 62.9169
1.24305 64.45 62.3263 66.5183
2.674003 64.7 62.5792 66.7645
EOD
$s3 << EOD
0.220475 52.8 50.6089 54.9804
0.427824 58.25 56.0749 60.3934
0.892698 63.25 61.1135 65.3357
1.778626 66.8 64.7056 68.83
3.652247 69.95 67.904 71.9195
EOD
$s4 << EOD
0.613337 59.35 57.1814 61.4827
2.678321 66.1 63.9963 68.142
EOD
$s5 << EOD
0.617938 60.35 58.1883 62.472
2.66683 68.05 65.9735 70.0573
EOD
$s6 << EOD
0.614955 60.95 58.7928 63.0652
2.658956 66.4 64.3002 68.4369
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
