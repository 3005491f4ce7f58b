# tin-dragon, 3 players: win rate by turn position (baseline duel_reply=true)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-position-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:102]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 91.1495 89.2101 92.7687
1.88 92.4361 90.6475 93.9057
2.88 93.2933 91.5705 94.6845
EOD
$s1 << EOD
1 2.5285 1.9284 3.3091
2 2.4218 1.8315 3.1962
3 2.4988 1.9005 3.279
EOD
$s2 << EOD
1.12 31.5667 29.928 33.2525
2.12 32.9667 31.3072 34.6697
3.12 32.7333 31.0772 34.4336
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-position-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
