# tin-dragon, 3 players: seat and position spread against hero_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [-0.5:4.5439]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 1.1333 0 3.6242
3 0.3167 0 2.8056
4 0.1333 0 2.6285
EOD
$s1 << EOD
2 1.2 0 3.6915
3 1 0 3.4866
4 0.7667 0 3.2612
EOD
$s2 << EOD
2 0.6167 0 3.1142
3 0.5833 0 3.0828
4 0.3667 0 2.8603
EOD
$s3 << EOD
2 1.2333 0 3.7216
3 0.9 0 3.3988
4 1.2 0 3.6832
EOD
$s4 << EOD
2 0.7167 0 3.2128
3 0.7167 0 3.2122
4 0.35 0 2.8453
EOD
$s5 << EOD
2 1.0667 0 3.5589
3 1.55 0 4.0439
4 0.45 0 2.9452
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
