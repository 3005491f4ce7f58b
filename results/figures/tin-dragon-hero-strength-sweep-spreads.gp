# tin-dragon, 3 players: seat and position spread against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-hero-strength.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-spreads.svg'
set encoding utf8
set title "tin-dragon, 3 players: seat and position spread against hero_target\nbest minus worst seat or turn position; bars: 95% interval"
set xlabel "hero_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-0.5:4.3438]
set xrange [1.85:5.15]
set xtics 1
$s0 << EOD
2 0.145 0 1.4718
3 0.525 0 1.8546
4 0.105 0 1.432
5 0.65 0 1.9791
EOD
$s1 << EOD
2 2.2999 0.9753 3.6234
3 1.4399 0.1118 2.7674
4 1.5049 0.1754 2.8338
5 1.0549 0 2.3839
EOD
$s2 << EOD
2 0.825 0 2.153
3 1.5499 0.2214 2.8777
4 0.655 0 1.984
5 0.95 0 2.2805
EOD
$s3 << EOD
2 1.9649 0.6414 3.2875
3 1.5049 0.177 2.8321
4 1.9549 0.6261 3.2828
5 1.9549 0.6278 3.2811
EOD
$s4 << EOD
2 0.13 0 1.457
3 1.3549 0.0273 2.6819
4 0.52 0 1.8501
5 0.48 0 1.8067
EOD
$s5 << EOD
2 2.5199 1.1948 3.8438
3 1.6849 0.3563 3.0128
4 1.4149 0.0839 2.7453
5 1.5749 0.2489 2.9003
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat spread, crusader_bonus=1", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "position spread, crusader_bonus=1", \
     $s2 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat spread, crusader_bonus=2", \
     $s3 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "position spread, crusader_bonus=2", \
     $s4 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "seat spread, crusader_bonus=3", \
     $s5 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "position spread, crusader_bonus=3"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-spreads.png'
replot
unset output
