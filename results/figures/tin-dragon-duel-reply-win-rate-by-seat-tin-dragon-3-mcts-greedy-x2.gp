# tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:102]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 92.1 90.2625 93.6153
1.88 93.6 91.9099 94.9564
2.88 92.5 90.6999 93.9748
EOD
$s1 << EOD
1 2.7 2.0752 3.5061
2 2.9 2.25 3.7305
3 2.9 2.25 3.7305
EOD
$s2 << EOD
1.12 32.5 30.8473 34.1975
2.12 33.1333 31.4715 34.8383
3.12 32.7667 31.1101 34.4673
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
