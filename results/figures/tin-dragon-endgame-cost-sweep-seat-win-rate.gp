# tin-dragon, 3 players: each seat's win rate against endgame_cost
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-endgame-cost.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against endgame_cost\nbars: 95% interval (Wilson)"
set xlabel "endgame_cost"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [28.8922:32.9322]
set xrange [-0.25:5.25]
set xtics 1
$s0 << EOD
0 31.7834 31.1417 32.4322
1 31.6584 31.0174 32.3065
2 31.5084 30.8682 32.1557
3 31.5734 30.9328 32.2211
4 31.6634 31.0223 32.3115
5 31.7534 31.1118 32.402
EOD
$s1 << EOD
0 30.1335 29.5015 30.7731
1 30.1235 29.4915 30.7631
2 30.1185 29.4866 30.7581
3 30.0235 29.3922 30.6625
4 30.1635 29.5313 30.8033
5 30.2535 29.6207 30.8938
EOD
$s2 << EOD
0 30.8035 30.1674 31.4469
1 30.5335 29.899 31.1754
2 30.6485 30.0133 31.2911
3 30.7185 30.0829 31.3615
4 30.6435 30.0083 31.286
5 30.6535 30.0183 31.2961
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-endgame-cost-sweep-seat-win-rate.png'
replot
unset output
