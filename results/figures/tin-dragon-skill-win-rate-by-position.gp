# tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.503152]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 93.1206 91.9286 94.1478
1.88 92.4641 91.2296 93.5371
2.88 92.6657 91.4319 93.7339
EOD
$s1 << EOD
1 3.1547 2.6561 3.7434
2 2.8371 2.3651 3.3999
3 2.6597 2.2059 3.2039
EOD
$s2 << EOD
1.12 33.2333 32.0525 34.4356
2.12 32.9667 31.7884 34.1667
3.12 32.3167 31.1449 33.511
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.png'
replot
unset output
