# tin-dragon, 3 players: seat and position spread against hero_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-0.5:5.0009]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 0.2833 0 2.7767
3 0.65 0 3.1386
4 0.6667 0 3.1645
EOD
$s1 << EOD
2 1 0 3.4872
3 2.0167 0 4.5009
4 0.7333 0 3.2292
EOD
$s2 << EOD
2 0.8 0 3.2913
3 0.4833 0 2.9753
4 1.1667 0 3.6626
EOD
$s3 << EOD
2 0.15 0 2.6461
3 1.3 0 3.7818
4 1.4333 0 3.9232
EOD
$s4 << EOD
2 0.1833 0 2.6838
3 0.1667 0 2.6643
4 0.45 0 2.9445
EOD
$s5 << EOD
2 0.6833 0 3.1821
3 0.5333 0 3.0313
4 1.0833 0 3.5746
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
