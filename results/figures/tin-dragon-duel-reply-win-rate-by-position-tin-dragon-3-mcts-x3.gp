# tin-dragon, 3 players: win rate by turn position (baseline duel_reply=true)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-position-tin-dragon-3-mcts-x3.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position (baseline duel_reply=true)\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [26.294596:34.311704]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
1 32.0667 30.4204 33.7588
2 31.9 30.2562 33.5901
3 28.4333 26.8475 30.0743
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-win-rate-by-position-tin-dragon-3-mcts-x3.png'
replot
unset output
