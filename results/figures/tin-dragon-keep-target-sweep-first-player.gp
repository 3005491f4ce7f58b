# tin-dragon, 3 players: first-player advantage against keep_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-first-player.svg'
set encoding utf8
set title "tin-dragon, 3 players: first-player advantage against keep_target\nover the mean of the positions (seats); bars: 95% interval"
set xlabel "keep_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.6755:2.0234]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 0.89 0.2586 1.5234
4 0.7516 0.1213 1.3841
5 0.4516 -0.1755 1.0811
6 0.5833 -0.0459 1.2147
EOD
$s1 << EOD
3 0.8 0.8 0.8
4 0.8016 0.8016 0.8016
5 0.4166 0.4166 0.4166
6 0.3533 0.3533 0.3533
EOD
$s2 << EOD
3 0.7266 0.0963 1.3591
4 0.4566 -0.1718 1.0873
5 0.4983 -0.1286 1.1274
6 0.5333 -0.0944 1.1632
EOD
$s3 << EOD
3 0.9266 0.9266 0.9266
4 0.2917 0.2917 0.2917
5 0.3183 0.3183 0.3183
6 0.5183 0.5183 0.5183
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "first-player advantage, fort_target=2", \
     $s1 using 1:2 with linespoints lc 2 dt 1 lw 1.5 pt 7 ps 0.9 title "seat 1 advantage, fort_target=2", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "first-player advantage, fort_target=3", \
     $s3 using 1:2 with linespoints lc 2 dt 2 lw 1.5 pt 5 ps 0.9 title "seat 1 advantage, fort_target=3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-first-player.png'
replot
unset output
