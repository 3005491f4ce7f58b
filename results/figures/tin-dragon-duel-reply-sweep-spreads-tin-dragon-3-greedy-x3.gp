# tin-dragon, 3 players: seat and position spread against the setting
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-spreads-tin-dragon-3-greedy-x3.svg'
set encoding utf8
set title "tin-dragon, 3 players: seat and position spread against the setting\nbest minus worst seat or turn position; bars: 95% interval"
set xlabel "setting"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.5:3.3777]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 0.61 0 1.9381
2 1.5499 0.2214 2.8777
EOD
$s1 << EOD
1 1.4549 0.1207 2.7885
2 1.5049 0.177 2.8321
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat spread", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "position spread"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-spreads-tin-dragon-3-greedy-x3.png'
replot
unset output
