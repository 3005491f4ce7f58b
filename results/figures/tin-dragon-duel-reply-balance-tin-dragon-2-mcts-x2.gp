# tin-dragon, 2 players: balance figures (baseline duel_reply=true)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-balance-tin-dragon-2-mcts-x2.svg'
set encoding utf8
set title "tin-dragon, 2 players: balance figures (baseline duel_reply=true)\nbars: 95% interval; 0 is balanced"
set xlabel "figure"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.649464:8.767764]
set xrange [0.4:4.6]
set xtics ("first-player advantage" 1, "seat 1 advantage" 2, "seat spread" 3, "position spread" 4) rotate by -35
$s0 << EOD
1 2.3167 0.5684 4.0592
2 1.7167 1.7167 1.7167
3 3.4333 0 6.9216
4 4.6333 1.1367 8.1183
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-balance-tin-dragon-2-mcts-x2.png'
replot
unset output
