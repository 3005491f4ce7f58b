# djinn: mcts against greedy, by the cost of a decision
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/mcts-strength-djinn.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-djinn-strength-per-instruction.svg'
set encoding utf8
set title "djinn: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [44.557908:74.366892]
set xrange [-0.1660596:5.1114456]
$s0 << EOD
0.313085 48.8 46.6137 50.9909
0.605351 53.2 51.0091 55.3786
1.226659 59.9 57.7351 62.027
2.453046 66.45 64.3509 68.486
4.871559 70.35 68.3109 72.3111
EOD
$s1 << EOD
0.073827 53.85 51.6599 56.0253
0.156524 57.35 55.1704 59.5014
0.330796 59.05 56.8795 61.1858
0.667968 62.6 60.4572 64.6945
1.405954 64.95 62.8321 67.0106
EOD
$s2 << EOD
0.092078 51.85 49.6587 54.0342
0.191925 56.2 54.0158 58.3605
0.396338 59.7 57.5337 61.8291
0.797974 62.65 60.5076 64.7439
1.656362 66.5 64.4016 68.5352
EOD
$s3 << EOD
0.125239 55 52.8122 57.1687
0.263674 61.2 59.0448 63.3122
0.51886 64.25 62.1241 66.3213
1.068671 68.7 66.6335 70.6948
2.185445 68.75 66.6843 70.7438
EOD
$s4 << EOD
0.383583 62.4 60.2553 64.4972
1.618565 66.85 64.7563 68.8791
EOD
$s5 << EOD
0.392205 61.8 59.6499 63.9049
1.656995 65.8 63.6925 67.847
EOD
$s6 << EOD
0.391279 60.5 58.3394 62.6204
1.701245 66.35 64.2496 68.3877
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
