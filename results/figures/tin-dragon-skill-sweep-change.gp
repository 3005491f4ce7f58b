# tin-dragon, 3 players: each agent's win-rate change from the baseline against hero_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-2.7483:1.7314]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 -1.2833 -2.2483 -0.32
3 -1 -1.9478 -0.0536
4 -1.1333 -2.0912 -0.177
EOD
$s1 << EOD
2 0.2167 -0.2139 0.6479
3 0.1083 -0.3146 0.5316
4 0.2667 -0.1663 0.7005
EOD
$s2 << EOD
2 -0.2667 -1.1996 0.6658
3 0 0 0
4 -0.8333 -1.7917 0.1239
EOD
$s3 << EOD
2 0.025 -0.3943 0.4444
3 0 0 0
4 0.1083 -0.32 0.537
EOD
$s4 << EOD
2 0.15 -0.7612 1.0614
3 0.3333 -0.5641 1.2314
4 0.15 -0.7717 1.0719
EOD
$s5 << EOD
2 -0.25 -0.6604 0.1596
3 -0.4 -0.8068 0.0053
4 -0.3 -0.7147 0.1137
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
