# tin-dragon: first-player advantage by player count
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-first-player-advantage.svg'
set encoding utf8
set title "tin-dragon: first-player advantage by player count\nbars: 95% interval; 0: going first is worth nothing"
set xlabel "players"
set ylabel "first player minus the positions' mean (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-3.02344:4.58384]
set xrange [0.4:2.6]
set xtics ("3" 1, "2" 2)
$s0 << EOD
0.88 0.7516 0.1213 1.3841
1.88 1.595 0.9179 2.2715
EOD
$s1 << EOD
1 1.2667 -0.3634 2.91
2 2.3167 0.5684 4.0592
EOD
$s2 << EOD
1.12 -0.8556 -2.4988 0.8045
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "greedy self-play", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts self-play", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "mcts + greedy x2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-first-player-advantage.png'
replot
unset output
