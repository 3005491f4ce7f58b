# tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.053068]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 92.2 90.3717 93.7053
1.88 91.4 89.5 92.9831
2.88 90.8 88.8491 92.4386
EOD
$s1 << EOD
1 3.5 2.7796 4.3987
2 2.45 1.8582 3.2241
3 3.2 2.5139 4.0655
EOD
$s2 << EOD
1.12 33.0667 31.4058 34.7708
2.12 32.1 30.4532 33.7926
3.12 32.4 30.7487 34.0963
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
