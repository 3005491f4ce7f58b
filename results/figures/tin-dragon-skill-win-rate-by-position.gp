# tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:101.111976]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 92.7218 91.5015 93.7788
1.88 92.0674 90.8065 93.1684
2.88 92.261 90.9995 93.3586
EOD
$s1 << EOD
1 3.2799 2.7709 3.8787
2 2.5609 2.1141 3.0991
3 2.8088 2.3416 3.3662
EOD
$s2 << EOD
1.12 33.1833 32.003 34.3852
2.12 32.65 31.4749 33.8473
3.12 32.2833 31.1119 33.4774
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.png'
replot
unset output
