# tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:100.124432]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 91.75 90.4627 92.8772
1.88 91.4 90.0905 92.5507
2.88 91.3 89.9843 92.4574
EOD
$s1 << EOD
1 3.3 2.7897 3.8999
2 2.75 2.2868 3.3039
3 2.9 2.4235 3.4669
EOD
$s2 << EOD
1.12 32.7833 31.6069 33.9818
2.12 32.3 31.1284 33.4942
3.12 32.3667 31.1944 33.5615
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.png'
replot
unset output
