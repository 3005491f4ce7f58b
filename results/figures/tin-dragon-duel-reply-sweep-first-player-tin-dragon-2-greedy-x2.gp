# tin-dragon, 2 players: first-player advantage against the setting
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-first-player-tin-dragon-2-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 2 players: first-player advantage against the setting\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "setting"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.63:2.7715]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 1.21 0.5329 1.8866
2 1.595 0.9179 2.2715
EOD
$s1 << EOD
1 -0.06 -0.06 -0.06
2 -0.13 -0.13 -0.13
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-first-player-tin-dragon-2-greedy-x2.png'
replot
unset output
