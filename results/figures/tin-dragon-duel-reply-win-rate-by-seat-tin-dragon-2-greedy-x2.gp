# tin-dragon, 2 players: win rate by seat (baseline duel_reply=true)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-2-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 2 players: win rate by seat (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [46.4284:49.0727]
set xrange [0.4:2.6]
set xtics ("1" 1, "2" 2)
$s0 << EOD
1 47.62 46.9284 48.3126
2 47.88 47.1881 48.5727
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-seat-tin-dragon-2-greedy-x2.png'
replot
unset output
