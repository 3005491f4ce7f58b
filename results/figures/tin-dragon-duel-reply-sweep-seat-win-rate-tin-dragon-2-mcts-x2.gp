# tin-dragon, 2 players: each seat's win rate against the setting
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-2-mcts-x2.svg'
set encoding utf8
set title "tin-dragon, 2 players: each seat's win rate against the setting\nbars: 95% interval (Wilson)"
set xlabel "setting"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [43.696056:51.815244]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 49 47.2136 50.789
2 49.4667 47.6794 51.2553
EOD
$s1 << EOD
1 46.8667 45.0861 48.6552
2 46.0333 44.256 47.8208
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-2-mcts-x2.png'
replot
unset output
