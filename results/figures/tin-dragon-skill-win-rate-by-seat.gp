# tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by seat (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.711448]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 93.3 92.1192 94.3148
1.88 92.45 91.209 93.5282
2.88 91.65 90.3563 92.784
EOD
$s1 << EOD
1 2.425 1.992 2.9493
2 2.875 2.4006 3.4398
3 2.275 1.8567 2.7849
EOD
$s2 << EOD
1.12 32.7167 31.5409 33.9146
2.12 32.7333 31.5574 33.9314
3.12 32.0667 30.8975 33.2588
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-seat.png'
replot
unset output
