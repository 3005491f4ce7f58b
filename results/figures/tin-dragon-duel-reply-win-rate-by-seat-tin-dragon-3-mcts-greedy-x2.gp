# tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.751632]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 92.6 90.8095 94.0645
1.88 92.9 91.1386 94.333
2.88 91.4 89.5 92.9831
EOD
$s1 << EOD
1 2.4 1.815 3.1675
2 2.9 2.25 3.7305
3 2.15 1.6001 2.8834
EOD
$s2 << EOD
1.12 32.4667 30.8144 34.1637
2.12 32.9 31.2415 34.6022
3.12 31.9 30.2562 33.5901
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
