# tin-dragon, 3 players: each agent's win-rate change from the baseline against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-2.5871:2.7721]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 -0.7833 -1.7294 0.1616
3 -1.15 -2.0871 -0.2147
4 -0.6833 -1.6395 0.2719
EOD
$s1 << EOD
2 0.55 0.1365 0.9654
3 0.4833 0.0828 0.8856
4 0.5417 0.1304 0.9548
EOD
$s2 << EOD
2 -0.1833 -1.1224 0.7555
3 0 0 0
4 0.1833 -0.7418 1.1087
EOD
$s3 << EOD
2 0.3167 -0.0862 0.7207
3 0 0 0
4 0.225 -0.179 0.6298
EOD
$s4 << EOD
2 0.3 -0.6221 1.2226
3 1.1667 0.2898 2.0459
4 1.3667 0.4636 2.2721
EOD
$s5 << EOD
2 0.1083 -0.2893 0.5064
3 -0.3583 -0.7334 0.0152
4 -0.3 -0.6875 0.0863
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
