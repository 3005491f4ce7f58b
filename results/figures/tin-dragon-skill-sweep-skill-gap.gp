# tin-dragon, 3 players: skill gap against hero_target
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [86.4219:92.5869]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 87.9583 86.9219 88.9154
3 88 86.9677 88.9532
4 88.625 87.6106 89.559
EOD
$s1 << EOD
2 89.1083 88.115 90.0209
3 89.4667 88.4829 90.3689
4 89.6833 88.7194 90.5665
EOD
$s2 << EOD
2 90.8917 89.9739 91.7268
3 90.05 89.0928 90.9252
4 91.275 90.3806 92.0869
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
