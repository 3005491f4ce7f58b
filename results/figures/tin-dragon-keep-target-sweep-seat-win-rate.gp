# tin-dragon, 3 players: each seat's win rate against keep_target
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/tin-dragon-keep-target.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,600 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-seat-win-rate.svg'
set encoding utf8
set title "tin-dragon, 3 players: each seat's win rate against keep_target\nbars: 95% interval (Wilson)"
set xlabel "keep_target"
set ylabel "win rate (all agents) (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [28.8127:32.8618]
set xrange [2.85:6.15]
set xtics 1
$s0 << EOD
3 31.6084 30.9676 32.2563
4 31.5734 30.9328 32.2211
5 31.0284 30.391 31.6732
6 31.0984 30.4606 31.7435
EOD
$s1 << EOD
3 30.3235 29.6903 30.9642
4 30.0235 29.3922 30.6625
5 30.3585 29.7251 30.9994
6 30.4535 29.8195 31.095
EOD
$s2 << EOD
3 30.4935 29.8592 31.1352
4 30.7185 30.0829 31.3615
5 30.4485 29.8145 31.0899
6 30.6835 30.0481 31.3263
EOD
$s3 << EOD
3 31.7134 31.072 32.3618
4 31.0234 30.3861 31.6681
5 30.8785 30.2419 31.5223
6 31.1384 30.5004 31.7838
EOD
$s4 << EOD
3 30.7035 30.068 31.3464
4 30.3585 29.7251 30.9994
5 30.6535 30.0183 31.2961
6 30.5985 29.9636 31.2408
EOD
$s5 << EOD
3 29.9435 29.3127 30.582
4 30.8135 30.1773 31.457
5 30.1485 29.5164 30.7882
6 30.1235 29.4915 30.7631
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "seat 1, fort_target=2", \
     $s1 using 1:2 with lines lc 2 dt 1 lw 1.5 notitle, \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "seat 2, fort_target=2", \
     $s2 using 1:2 with lines lc 3 dt 1 lw 1.5 notitle, \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "seat 3, fort_target=2", \
     $s3 using 1:2 with lines lc 1 dt 2 lw 1.5 notitle, \
     $s3 using 1:2:3:4 with yerrorbars lc 1 pt 5 ps 0.9 lw 1.2 title "seat 1, fort_target=3", \
     $s4 using 1:2 with lines lc 2 dt 2 lw 1.5 notitle, \
     $s4 using 1:2:3:4 with yerrorbars lc 2 pt 5 ps 0.9 lw 1.2 title "seat 2, fort_target=3", \
     $s5 using 1:2 with lines lc 3 dt 2 lw 1.5 notitle, \
     $s5 using 1:2:3:4 with yerrorbars lc 3 pt 5 ps 0.9 lw 1.2 title "seat 3, fort_target=3"
set terminal pngcairo size 960,600 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-keep-target-sweep-seat-win-rate.png'
replot
unset output
