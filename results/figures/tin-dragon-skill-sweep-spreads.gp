# tin-dragon, 3 players: seat and position spread against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-spreads.svg'
set encoding utf8
set title "tin-dragon, 3 players: seat and position spread against hero_target\nbest minus worst seat or turn position; bars: 95% interval"
set xlabel "hero_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.5:4.3806]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 0.35 0 2.8446
3 0.3 0 2.7867
4 0.4167 0 2.9106
EOD
$s1 << EOD
2 0.7 0 3.192
3 1.05 0 3.5388
4 1.1833 0 3.6726
EOD
$s2 << EOD
2 0.1833 0 2.6794
3 0.6667 0 3.153
4 0.45 0 2.9502
EOD
$s3 << EOD
2 1.35 0 3.8378
3 0.6333 0 3.121
4 0.7 0 3.1971
EOD
$s4 << EOD
2 0.5333 0 3.0287
3 0.65 0 3.1443
4 0.9167 0 3.4152
EOD
$s5 << EOD
2 1.3833 0 3.8806
3 0.6333 0 3.1318
4 0.4833 0 2.9835
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat spread, keep_target=3", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "position spread, keep_target=3", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat spread, keep_target=4", \
     $s3 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "position spread, keep_target=4", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "seat spread, keep_target=5", \
     $s5 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "position spread, keep_target=5"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-sweep-spreads.png'
replot
unset output
