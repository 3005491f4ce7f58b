# tin-dragon, 3 players: game length against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against hero_target\nbars: 10th to 90th percentile of moves per game"
set xlabel "hero_target"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [106.2:320.8]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 170.3452 121 226
3 178.5127 125 240
4 188.842 129 259
EOD
$s1 << EOD
2 180.7105 127 243
3 188.8132 131 255
4 201.1483 135 281
EOD
$s2 << EOD
2 197.3882 138 265
3 206.4267 141 283
4 220.5627 147 306
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
