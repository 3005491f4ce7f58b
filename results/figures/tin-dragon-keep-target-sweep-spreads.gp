# tin-dragon, 3 players: seat and position spread against keep_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-spreads.svg'
set encoding utf8
set title "tin-dragon, 3 players: seat and position spread against keep_target\nbest minus worst seat or turn position; bars: 95% interval"
set xlabel "keep_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.5:3.6275]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 1.2849 0 2.6165
4 1.5499 0.2214 2.8777
5 0.67 0 1.9959
6 0.645 0 1.9727
EOD
$s1 << EOD
3 1.7999 0.4715 3.1275
4 1.5049 0.177 2.8321
5 0.88 0 2.2043
6 1.3499 0.0246 2.6747
EOD
$s2 << EOD
3 1.7699 0.4408 3.0982
4 0.665 0 1.9908
5 0.73 0 2.052
6 1.0149 0 2.3394
EOD
$s3 << EOD
3 1.5699 0.2429 2.8962
4 1.2149 0 2.5382
5 1.0899 0 2.4118
6 1.2699 0 2.5918
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat spread, fort_target=2", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "position spread, fort_target=2", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat spread, fort_target=3", \
     $s3 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "position spread, fort_target=3"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-spreads.png'
replot
unset output
