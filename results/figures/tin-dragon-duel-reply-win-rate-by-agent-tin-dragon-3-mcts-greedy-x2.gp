# tin-dragon, 3 players: each agent's win rate over all seats (baseline duel_reply=true)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-agent-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win rate over all seats (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "agent"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:100.487352]
set xrange [0.4:2.6]
set xtics ("mcts" 1, "greedy" 2)
$s0 << EOD
1 92.3 91.291 93.2008
2 2.4833 2.1189 2.9085
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all seats"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-agent-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
