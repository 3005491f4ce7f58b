# tin-dragon, 3 players: each seat's win rate against the setting
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-3-mcts-x3.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against the setting\nbars: 95% interval (Wilson)"
set xlabel "setting"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [27.4607:34.0226]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 31.8333 30.1906 33.5226
2 31.5333 29.8952 33.2187
EOD
$s1 << EOD
1 30.4 28.7799 32.0702
2 29.7 28.0917 31.3602
EOD
$s2 << EOD
1 29.5667 27.9607 31.2249
2 31.3 29.6655 32.9824
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-3-mcts-x3.png'
replot
unset output
