# tin-dragon, 3 players: skill gap against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-skill.csv
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
set yrange [86.7891:92.9104]
set xrange [1.9:4.1]
set xtics 1
$s0 << EOD
2 88.6083 87.5926 89.5436
3 88.3083 87.2891 89.2482
4 88.7167 87.704 89.6487
EOD
$s1 << EOD
2 89.4417 88.4596 90.3425
3 89.9417 88.9908 90.8117
4 89.9 88.935 90.783
EOD
$s2 << EOD
2 90.1333 89.1813 91.0035
3 91.4667 90.5806 92.2701
4 91.6083 90.7229 92.4104
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
