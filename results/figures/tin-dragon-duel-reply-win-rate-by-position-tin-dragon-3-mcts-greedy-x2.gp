# tin-dragon, 3 players: win rate by turn position (baseline duel_reply=true)
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
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
0.88 93.3876 91.6591 94.7783
1.88 92.4361 90.6475 93.9057
2.88 92.3924 90.5811 93.8789
EOD
$s1 << EOD
1 3.3713 2.6681 4.2519
2 2.8254 2.1822 3.6512
3 2.2989 1.7279 3.0526
EOD
$s2 << EOD
1.12 32.8667 31.2086 34.5685
2.12 33.2333 31.5701 34.9394
3.12 32.3 30.6502 33.9951
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-position-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
