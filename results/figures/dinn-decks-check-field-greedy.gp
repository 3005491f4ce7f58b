# each deck's win rate against the field (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [23.389984:69.668416]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
0.88 63.3417 62.1841 64.484
1.88 60.7833 59.5543 61.9989
2.88 56.8833 55.7917 57.9683
3.88 49.4667 48.1448 50.7892
4.88 44.35 43.2484 45.4572
5.88 42.3333 41.1422 43.5334
6.88 30.325 29.216 31.4574
EOD
$s1 << EOD
1 61.6167 60.144 63.0683
2 59.2667 57.7049 60.8099
3 55.5833 54.1688 56.9889
4 45.6167 43.9086 47.3351
5 43.2667 41.8516 44.6928
6 39.7833 38.2075 41.3806
7 28 26.5816 29.4637
EOD
$s2 << EOD
1.12 65.0667 63.6296 66.4768
2.12 62.3 60.8422 63.7359
3.12 58.1833 56.7931 59.5607
4.12 53.3167 51.7574 54.8695
5.12 45.4333 44.0352 46.8387
6.12 44.8833 43.461 46.3141
7.12 32.65 31.3089 34.0201
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-field-greedy.png'
replot
unset output
