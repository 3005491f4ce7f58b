# agent ladder: the second agent's win rate in each matchup
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/agent_ladder.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/agent_ladder-ladder.svg'
set encoding utf8
set title "agent ladder: the second agent's win rate in each matchup\nbars: 95% interval (Wilson)"
set xlabel "game"
set ylabel "win rate over all seats (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [59.454424:102]
set xrange [0.4:5.6]
set xtics ("dnup" 1, "djinn" 2, "dinn" 3, "dynamite" 4, "tin-dragon" 5)
$s0 << EOD
0.88 99.6 99.3829 99.7409
1.88 72.32 71.0631 73.5427
2.88 68.24 66.936 69.516
3.88 85.36 84.353 86.3127
4.88 97.4 96.9212 97.806
EOD
$s1 << EOD
1 90.86 90.0296 91.6277
2 63.8 62.4578 65.121
3 83.86 82.8143 84.8537
4 68.34 67.037 69.6148
5 96.58 96.0394 97.0491
EOD
$s2 << EOD
1.12 100 99.9232 100
2.12 83.94 82.8963 84.9316
3.12 91.22 90.4036 91.9731
4.12 91.14 90.3204 91.8964
5.12 99.98 99.8868 99.9965
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "random vs greedy", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "greedy vs mcts", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "random vs mcts"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/agent_ladder-ladder.png'
replot
unset output
