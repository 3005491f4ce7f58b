# tin-dragon, 3 players: balance figures (baseline duel_reply=true)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-balance-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: balance figures (baseline duel_reply=true)\nbars: 95% interval; 0 is balanced"
set xlabel "figure"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-3.091168:5.498168]
set xrange [0.4:4.6]
set xtics ("first-player advantage" 1, "seat 1 advantage" 2, "seat spread" 3, "position spread" 4) rotate by -35
$s0 << EOD
1 -0.8556 -2.4988 0.8045
2 0.0444 0.0444 0.0444
3 1 0 4.5139
4 1.4 0 4.9058
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-balance-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
