# tin-dragon, 3 players: game length against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-hero-strength.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against hero_target\nbars: 10th to 90th percentile of moves per game"
set xlabel "hero_target"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [144.8:481.2]
set xrange [1.85:5.15]
set xtics 1
$s0 << EOD
2 252.0626 168 348
3 264.0987 175 367
4 284.9119 183 403
5 311.0432 192 452
EOD
$s1 << EOD
2 258.0089 170 359
3 270.889 176 383
4 291.1191 185 416
5 312.38 193 453
EOD
$s2 << EOD
2 260.7889 172 365
3 274.5381 177 390
4 291.8814 185 417
5 313.7933 192 458
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game, crusader_bonus=1", \
     $s1 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mean moves per game, crusader_bonus=2", \
     $s2 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "mean moves per game, crusader_bonus=3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-game-length.png'
replot
unset output
