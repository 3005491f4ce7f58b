# dynamite: mcts against greedy, by the cost of a decision
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/mcts-strength-dynamite.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,620 noenhanced font 'Sans,13'
set output '/work/main/results/figures/mcts-strength-dynamite-strength-per-instruction.svg'
set encoding utf8
set title "dynamite: mcts against greedy, by the cost of a decision\nbars: 95% interval (Wilson); points: 25 to 400 iterations"
set xlabel "million instructions per mcts decision"
set ylabel "mcts win rate against greedy, all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [34.828576:75.402824]
set xrange [-0.1836023:5.5749263]
$s0 << EOD
0.349689 39.75 37.6268 41.9125
0.721595 46.15 43.9747 48.3401
1.368595 55.25 53.0628 57.4171
2.950278 58.2 56.0247 60.3439
5.313175 62.75 60.6086 64.8425
EOD
$s1 << EOD
0.078149 58.6 56.4269 60.7402
0.166081 62.65 60.5076 64.7439
0.33629 66.15 64.0469 68.1911
0.669523 67.25 65.1619 69.272
1.377615 69.6 67.5481 71.5768
EOD
$s2 << EOD
0.094465 56.45 54.2667 58.6086
0.190535 58.7 56.5274 60.8392
0.387153 65.45 63.3381 67.5027
0.784675 67.8 65.7198 69.8119
1.64333 70.65 68.6162 72.6046
EOD
$s3 << EOD
0.132337 52.2 50.0087 54.3829
0.254901 59.05 56.8795 61.1858
0.517129 62.4 60.2553 64.4972
1.033081 68.1 66.0243 70.1063
1.978774 69.05 66.9891 71.0379
EOD
$s4 << EOD
0.364133 66.2 64.0976 68.2403
1.506133 70.3 68.2601 72.2621
EOD
$s5 << EOD
0.40699 65.8 63.6925 67.847
1.715264 68.6 66.5319 70.5967
EOD
$s6 << EOD
0.411458 64.05 61.9219 66.1242
1.710277 70.05 68.0057 72.0174
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
