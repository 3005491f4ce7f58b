# tin-dragon, 3 players: skill gap against hero_target
# drawn by simulate 674756b (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [86.2093:92.6259]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 87.7583 86.7093 88.7278
3 88.05 87.017 89.0035
4 88.525 87.5064 89.4633
EOD
$s1 << EOD
2 89.5083 88.5298 90.4056
3 88.5 87.4867 89.4336
4 90.2583 89.3141 91.1208
EOD
$s2 << EOD
2 90.6167 89.6837 91.467
3 90.7917 89.8691 91.6317
4 91.3167 90.4251 92.1259
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
