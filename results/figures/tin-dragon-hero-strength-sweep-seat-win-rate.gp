# tin-dragon, 3 players: each seat's win rate against hero_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-hero-strength.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,640 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against hero_target\nbars: 95% interval (Wilson)"
set xlabel "hero_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [28.8922:32.7211]
set xrange [1.85:5.15]
set xtics 1
$s0 << EOD
2 30.7185 30.0829 31.3615
3 31.1234 30.4855 31.7687
4 30.6835 30.0481 31.3263
5 30.8235 30.1872 31.467
EOD
$s1 << EOD
2 30.6535 30.0183 31.2961
3 30.5985 29.9636 31.2408
4 30.7135 30.0779 31.3564
5 31.1684 30.5302 31.8139
EOD
$s2 << EOD
2 30.7985 30.1624 31.4419
3 30.7335 30.0978 31.3765
4 30.7885 30.1525 31.4318
5 30.5185 29.8841 31.1603
EOD
$s3 << EOD
2 30.3835 29.7499 31.0246
3 31.5734 30.9328 32.2211
4 30.9535 30.3165 31.5977
5 31.3884 30.7489 32.0351
EOD
$s4 << EOD
2 31.2084 30.57 31.8541
3 30.0235 29.3922 30.6625
4 31.1634 30.5252 31.8089
5 30.7635 30.1276 31.4067
EOD
$s5 << EOD
2 30.4985 29.8642 31.1402
3 30.7185 30.0829 31.3615
4 30.5085 29.8742 31.1503
5 30.4385 29.8046 31.0799
EOD
$s6 << EOD
2 30.7985 30.1624 31.4419
3 31.4334 30.7937 32.0803
4 30.6785 30.0431 31.3212
5 30.9135 30.2767 31.5575
EOD
$s7 << EOD
2 30.7285 30.0928 31.3715
3 30.0785 29.4468 30.7178
4 30.6235 29.9885 31.2659
5 30.9685 30.3314 31.6128
EOD
$s8 << EOD
2 30.6685 30.0332 31.3112
3 30.9285 30.2916 31.5726
4 31.1434 30.5053 31.7888
5 30.4885 29.8543 31.1302
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1, crusader_bonus=1", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2, crusader_bonus=1", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3, crusader_bonus=1", \
     $s3 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat 1, crusader_bonus=2", \
     $s4 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "seat 2, crusader_bonus=2", \
     $s5 using 1:2 with lines lc 3 dt 2 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 3 pt 5 ps 0.9 lw 1.2 title "seat 3, crusader_bonus=2", \
     $s6 using 1:2 with lines lc 1 dt 3 lw 1.5 notitle, \
     $s6 using 1:2:3:4 with yerrorbars lc 1 pt 9 ps 0.9 lw 1.2 title "seat 1, crusader_bonus=3", \
     $s7 using 1:2 with lines lc 2 dt 3 lw 1.5 notitle, \
     $s7 using 1:2:3:4 with yerrorbars lc 2 pt 9 ps 0.9 lw 1.2 title "seat 2, crusader_bonus=3", \
     $s8 using 1:2 with lines lc 3 dt 3 lw 1.5 notitle, \
     $s8 using 1:2:3:4 with yerrorbars lc 3 pt 9 ps 0.9 lw 1.2 title "seat 3, crusader_bonus=3"
set terminal pngcairo size 960,640 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-hero-strength-sweep-seat-win-rate.png'
replot
unset output
