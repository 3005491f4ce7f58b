# tin-dragon, 3 players: win rate by turn position (baseline duel_reply=true)
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-position-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:100.742168]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 91.4547 89.5417 93.045
1.88 90.9627 89.044 92.5734
2.88 91.8919 90.0344 93.4284
EOD
$s1 << EOD
1 3.7184 2.9767 4.636
2 2.6236 2.0063 3.4242
3 2.9985 2.3366 3.8405
EOD
$s2 << EOD
1.12 32.4667 30.8144 34.1637
2.12 32.6 30.9458 34.2987
3.12 32.6 30.9458 34.2987
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-position-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
