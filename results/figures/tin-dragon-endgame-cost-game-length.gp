# tin-dragon, 3 players: moves per game
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-endgame-cost.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-endgame-cost-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: moves per game\nthe 10th, 50th and 90th percentiles"
set xlabel "moves per game"
set ylabel "share of games with at most this many moves (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [0:100]
set xrange [165.4:398.6]
$s0 << EOD
182 10 10 10
264 50 50 50
388 90 90 90
EOD
$s1 << EOD
176 10 10 10
258 50 50 50
382 90 90 90
EOD
$s2 << EOD
176 10 10 10
258 50 50 50
382 90 90 90
EOD
$s3 << EOD
176 10 10 10
258 50 50 50
383 90 90 90
EOD
$s4 << EOD
176 10 10 10
259 50 50 50
383 90 90 90
EOD
$s5 << EOD
176 10 10 10
259 50 50 50
385 90 90 90
EOD
plot $s0 using 1:2 with linespoints lc 1 dt 1 lw 1.5 pt 7 ps 0.9 title "endgame_cost=0 (mean 277.0)", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "endgame_cost=1 (mean 270.7)", \
     $s2 using 1:2 with linespoints lc 3 dt 1 lw 1.5 pt 7 ps 0.9 title "endgame_cost=2 (mean 270.7)", \
     $s3 using 1:2 with linespoints lc 4 dt 1 lw 1.5 pt 7 ps 0.9 title "endgame_cost=3 (mean 270.9)", \
     $s4 using 1:2 with linespoints lc 5 dt 1 lw 1.5 pt 7 ps 0.9 title "endgame_cost=4 (mean 271.3)", \
     $s5 using 1:2 with linespoints lc 6 dt 1 lw 1.5 pt 7 ps 0.9 title "endgame_cost=5 (mean 271.9)"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-endgame-cost-game-length.png'
replot
unset output
