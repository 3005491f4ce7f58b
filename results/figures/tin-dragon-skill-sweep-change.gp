# tin-dragon, 3 players: each agent's win-rate change from the baseline against hero_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-change.svg'
set encoding utf8
set title "tin-dragon, 3 players: each agent's win-rate change from the baseline against hero_target\nbars: 95% interval (Newcombe, paired); the baseline is 0"
set xlabel "hero_target"
set ylabel "change of the win rate, paired game by game (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-1.9022:3.4512]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 -0.4 -1.4022 0.6018
3 -0.2833 -1.2504 0.6833
4 0.1333 -0.8504 1.1172
EOD
$s1 << EOD
2 0.3417 -0.0982 0.7825
3 0.1667 -0.2615 0.5954
4 0.1083 -0.3265 0.5434
EOD
$s2 << EOD
2 0.8333 -0.1311 1.7989
3 0 0 0
4 1.3333 0.3785 2.29
EOD
$s3 << EOD
2 -0.175 -0.5965 0.246
3 0 0 0
4 -0.425 -0.8386 -0.0128
EOD
$s4 << EOD
2 1.6667 0.7259 2.6099
3 1.75 0.8238 2.679
4 2.0167 1.0852 2.9512
EOD
$s5 << EOD
2 -0.45 -0.8652 -0.0363
3 -0.5417 -0.947 -0.1383
4 -0.8 -1.2027 -0.4002
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mcts, keep_target=3", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "greedy, keep_target=3", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mcts, keep_target=4", \
     $s3 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "greedy, keep_target=4", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "mcts, keep_target=5", \
     $s5 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "greedy, keep_target=5"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-sweep-change.png'
replot
unset output
