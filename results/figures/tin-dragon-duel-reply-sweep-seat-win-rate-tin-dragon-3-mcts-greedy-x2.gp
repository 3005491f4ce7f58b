# tin-dragon, 3 players: each seat's win rate against the setting
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against the setting\nbars: 95% interval (Wilson)"
set xlabel "setting"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [29.7562:35.1022]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 32.6333 30.9787 34.3324
2 32.4667 30.8144 34.1637
EOD
$s1 << EOD
1 32.5 30.8473 34.1975
2 32.9 31.2415 34.6022
EOD
$s2 << EOD
1 32.6 30.9458 34.2987
2 31.9 30.2562 33.5901
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
