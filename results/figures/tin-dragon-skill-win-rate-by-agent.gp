# tin-dragon, 3 players: each agent's win rate over all seats (baseline hero_target=3 keep_target=4)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-agent.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win rate over all seats (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "agent"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:100.375588]
set xrange [0.4:2.6]
set xtics ("mcts" 1, "greedy" 2)
$s0 << EOD
1 92.4667 91.7713 93.1077
2 2.525 2.2591 2.8213
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all seats"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-agent.png'
replot
unset output
