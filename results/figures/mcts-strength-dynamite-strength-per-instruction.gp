# dynamite: mcts against greedy, by the cost of a decision
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/mcts-strength-dynamite.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-dynamite-strength-per-instruction.svg'
set encoding utf8
set title "dynamite: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [34.131908:76.924192]
set xrange [-0.54168295:13.75758995]
$s0 << EOD
0.80091 39.2 37.0831 41.3583
1.63977 49.9 47.711 52.0894
3.310479 52.8 50.6089 54.9804
6.160349 56.35 54.1663 58.5093
13.107623 62.55 60.4067 64.6452
EOD
$s1 << EOD
0.108284 57.8 55.6226 59.9475
0.222429 62.7 60.5581 64.7932
0.476811 65.6 63.49 67.6502
0.995809 69.05 66.9891 71.0379
2.028856 70.05 68.0057 72.0174
EOD
$s2 << EOD
0.142608 55.8 53.6144 57.9633
0.297555 61.05 58.8936 63.164
0.610858 65.7 63.5912 67.7486
1.277299 70.2 68.1583 72.1642
2.608583 72.05 70.0424 73.973
EOD
$s3 << EOD
0.207171 51.9 49.7087 54.084
0.449539 60.6 58.4401 62.7192
0.875181 64.05 61.9219 66.1242
1.813042 66.35 64.2496 68.3877
3.563236 70 67.9549 71.9685
EOD
$s4 << EOD
0.602833 67.15 65.0605 69.1738
2.610712 71.25 69.2272 73.1913
EOD
$s5 << EOD
0.612287 64.2 62.0735 66.272
2.583254 69.45 67.3956 71.4298
EOD
$s6 << EOD
0.610571 66.65 64.5536 68.6826
2.562627 67.45 65.3647 69.4684
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "full playouts, c 0.7", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "playouts of 4 moves, c 0.7", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.7", \
     $s3 using 1:2:3:4 with yerrorbars lc 4 pt 7 ps 0.9 lw 1.2 title "playouts of 16 moves, c 0.7", \
     $s4 using 1:2:3:4 with yerrorbars lc 5 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 0.35", \
     $s5 using 1:2:3:4 with yerrorbars lc 6 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1", \
     $s6 using 1:2:3:4 with yerrorbars lc 7 pt 7 ps 0.9 lw 1.2 title "playouts of 8 moves, c 1.4"
set terminal pngcairo size 960,620 noenhanced font 'Sans,11'
set output '/work/main/results/figures/mcts-strength-dynamite-strength-per-instruction.png'
replot
unset output
