# tin-dragon, 3 players: game length against keep_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-game-length.svg'
set encoding utf8
set title "tin-dragon, 3 players: game length against keep_target\nbars: 10th to 90th percentile of moves per game"
set xlabel "keep_target"
set ylabel "moves per game"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [134.48:562.52]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 252.1264 164 355
4 270.889 176 383
5 302.7773 195 428
6 358.0537 226 511
EOD
$s1 << EOD
3 258.9505 168 366
4 280.1481 181 398
5 313.9075 202 446
6 373.1764 236 533
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "mean moves per game, fort_target=2", \
     $s1 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "mean moves per game, fort_target=3"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-game-length.png'
replot
unset output
