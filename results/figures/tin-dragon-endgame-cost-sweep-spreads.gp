# tin-dragon, 3 players: seat and position spread against endgame_cost
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-endgame-cost.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-spreads.svg'
set encoding utf8
set title "tin-dragon, 3 players: seat and position spread against endgame_cost\nbest minus worst seat or turn position; bars: 95% interval"
set xlabel "endgame_cost"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.5:3.4811]
set xrange [-0.25:5.25]
set xtics 1
$s0 << EOD
0 1.6499 0.318 2.9811
1 1.5349 0.2044 2.8647
2 1.3899 0.0611 2.7181
3 1.5499 0.2214 2.8777
4 1.4999 0.169 2.8302
5 1.4999 0.167 2.8321
EOD
$s1 << EOD
0 1.3599 0.0284 2.6908
1 1.3399 0.013 2.6662
2 1.3799 0.0522 2.7071
3 1.5049 0.177 2.8321
4 1.4799 0.1528 2.8063
5 1.2649 0 2.5938
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat spread", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "position spread"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-spreads.png'
replot
unset output
