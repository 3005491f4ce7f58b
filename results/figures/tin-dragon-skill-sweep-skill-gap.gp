# tin-dragon, 3 players: skill gap against hero_target
# drawn by simulate 44292ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-skill-sweep-skill-gap.svg'
set encoding utf8
set title "tin-dragon, 3 players: skill gap against hero_target\nstrongest minus weakest agent over all seats; bars: 95% interval"
set xlabel "hero_target"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [86.8438:91.9482]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 88.3667 87.3438 89.3095
3 88.7583 87.7508 89.6855
4 88.4667 87.4435 89.4094
EOD
$s1 << EOD
2 89.575 88.5925 90.4755
3 89.8667 88.8932 90.7576
4 88.925 87.9216 89.8476
EOD
$s2 << EOD
2 90.2667 89.3182 91.1329
3 90.6 89.6696 91.4482
4 90.3167 89.3725 91.1787
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "skill gap, keep_target=3", \
     $s1 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "skill gap, keep_target=4", \
     $s2 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "skill gap, keep_target=5"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-skill-sweep-skill-gap.png'
replot
unset output
