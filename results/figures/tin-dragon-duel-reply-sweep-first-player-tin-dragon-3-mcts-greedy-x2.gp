# tin-dragon, 3 players: first-player advantage against the setting
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-first-player-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against the setting\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "setting"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-2.9988:1.7245]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 -0.4444 -2.0977 1.2245
2 -0.8556 -2.4988 0.8045
EOD
$s1 << EOD
1 0.0556 0.0556 0.0556
2 0.0444 0.0444 0.0444
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-first-player-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
