# tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:100.975]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 92.5723 91.3416 93.6402
1.88 92.4145 91.1767 93.491
2.88 92.4127 91.1615 93.4995
EOD
$s1 << EOD
1 2.7041 2.2447 3.2543
2 2.3851 1.9552 2.9069
3 2.4857 2.048 3.014
EOD
$s2 << EOD
1.12 32.75 31.5739 33.9482
2.12 32.65 31.4749 33.8473
3.12 32.1167 30.947 33.3092
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.png'
replot
unset output
