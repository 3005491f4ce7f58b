# tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:100.545356]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 91.1 89.1743 92.7112
1.88 91.5 89.6087 93.0737
2.88 91.7 89.8264 93.2545
EOD
$s1 << EOD
1 3.45 2.7352 4.3433
2 2.75 2.1188 3.5623
3 3.15 2.4698 4.0098
EOD
$s2 << EOD
1.12 32.6667 31.0115 34.3661
2.12 32.3333 30.6831 34.0288
3.12 32.6667 31.0115 34.3661
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
