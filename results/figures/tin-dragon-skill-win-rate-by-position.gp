# tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.svg'
set encoding utf8
set title "tin-dragon, 3 players: win rate by turn position (baseline hero_target=3 keep_target=4)\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [-2:100.591264]
set xrange [0.4:3.6]
set xtics ("1" 1, "2" 2, "3" 3)
$s0 << EOD
0.88 91.675 90.3849 92.8057
1.88 92.2162 90.9651 93.3068
2.88 90.5412 89.1715 91.7537
EOD
$s1 << EOD
1 3.305 2.7939 3.9058
2 2.9375 2.4567 3.5089
3 2.7094 2.251 3.258
EOD
$s2 << EOD
1.12 32.85 31.6729 34.049
2.12 32.95 31.7719 34.1499
3.12 31.65 30.4852 32.8383
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts", \
     $s1 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "greedy", \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-win-rate-by-position.png'
replot
unset output
