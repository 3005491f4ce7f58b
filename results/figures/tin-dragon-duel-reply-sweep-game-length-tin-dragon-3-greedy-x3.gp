# tin-dragon, 3 players: game length against the setting
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-game-length-tin-dragon-3-greedy-x3.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against the setting\nbars: 10th to 90th percentile of moves per game"
set xlabel "setting"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [159.44:399.56]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 270.2186 176 378
2 270.889 176 383
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-game-length-tin-dragon-3-greedy-x3.png'
replot
unset output
