# tin-dragon, 3 players: each agent's win rate against the setting
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-win-rate-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win rate against the setting\nbars: 95% interval (Wilson)"
set xlabel "setting"
set ylabel "win rate (all seats) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.431032]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 93.2333 92.2781 94.078
2 91.4333 90.3781 92.3826
EOD
$s1 << EOD
1 2.5333 2.1651 2.9623
2 3.1167 2.7061 3.5872
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "greedy"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-win-rate-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
