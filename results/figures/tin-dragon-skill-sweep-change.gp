# tin-dragon, 3 players: each agent's win-rate change from the baseline against hero_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-2.7024:2.5434]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 -1.2167 -2.2024 -0.2324
3 -1.2333 -2.1744 -0.2942
4 -0.6667 -1.6267 0.2924
EOD
$s1 << EOD
2 0.2917 -0.1385 0.7227
3 0.2333 -0.1866 0.654
4 0.175 -0.2547 0.6053
EOD
$s2 << EOD
2 -0.35 -1.306 0.6055
3 0 0 0
4 -0.0333 -0.9763 0.9096
EOD
$s3 << EOD
2 0.0083 -0.4161 0.4328
3 0 0 0
4 -0.25 -0.6643 0.1635
EOD
$s4 << EOD
2 0.95 0.0433 1.8583
3 0.3833 -0.5369 1.3042
4 1.1333 0.2252 2.0434
EOD
$s5 << EOD
2 -0.475 -0.8783 -0.0735
3 -0.2 -0.6084 0.2077
4 -0.675 -1.0739 -0.2786
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
