# tin-dragon, 3 players: game length against hero_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against hero_target\nbars: 10th to 90th percentile of moves per game"
set xlabel "hero_target"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [106.88:326.12]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 170.5438 122 226
3 178.7925 124 242
4 189.1655 129 260
EOD
$s1 << EOD
2 181.6703 128 243
3 190.186 131 259
4 201.5088 136 280
EOD
$s2 << EOD
2 196.5673 136 266
3 206.9538 140 284
4 223.4868 149 311
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game, keep_target=3", \
     $s1 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mean moves per game, keep_target=4", \
     $s2 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "mean moves per game, keep_target=5"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-sweep-game-length.png'
replot
unset output
