# tin-dragon, 3 players: game length against hero_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against hero_target\nbars: 10th to 90th percentile of moves per game"
set xlabel "hero_target"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [107.28:320.72]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 170.76 122 226
3 178.6305 125 240
4 189.6385 130 260
EOD
$s1 << EOD
2 181.1397 127 242
3 191.4692 132 261
4 201.4873 137 278
EOD
$s2 << EOD
2 198.5282 137 269
3 209.4715 142 288
4 220.5223 146 306
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
