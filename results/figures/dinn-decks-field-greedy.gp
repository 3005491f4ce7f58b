# each deck's win rate against the field (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [23.052012:70.047788]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 63.72 62.678 64.7492
1.88 61.52 60.5392 62.4915
2.88 51.5 50.403 52.5956
3.88 46.3667 45.3965 47.3396
4.88 44.12 43.0567 45.1888
5.88 30.2467 29.3233 31.1863
EOD
$s1 << EOD
1 61.8667 60.5338 63.1819
2 61.0133 59.7302 62.2814
3 47.7333 46.2974 49.173
4 46.4533 45.1748 47.7365
5 42.0933 40.7498 43.4487
6 27.48 26.2931 28.6996
EOD
$s2 << EOD
1.12 65.5733 64.3186 66.8067
2.12 62.0267 60.7929 63.2451
3.12 55.2667 53.9708 56.5554
4.12 46.28 45.0632 47.5012
5.12 46.1467 44.848 47.4506
6.12 33.0133 31.8477 34.2002
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-field-greedy.png'
replot
unset output
