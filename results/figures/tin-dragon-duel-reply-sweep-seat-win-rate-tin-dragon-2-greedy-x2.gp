# tin-dragon, 2 players: each seat's win rate against the setting
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-2-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 2 players: each seat's win rate against the setting\nbars: 95% interval (Wilson)"
set xlabel "setting"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [46.4284:49.0727]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 47.68 46.9883 48.3726
2 47.62 46.9284 48.3126
EOD
$s1 << EOD
1 47.8 47.1082 48.4926
2 47.88 47.1881 48.5727
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-seat-win-rate-tin-dragon-2-greedy-x2.png'
replot
unset output
