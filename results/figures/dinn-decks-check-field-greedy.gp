# each deck's win rate against the field (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [22.616084:69.657216]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
0.88 63.15 62.0017 64.2835
1.88 60.7 59.477 61.9097
2.88 57.6583 56.5204 58.7882
3.88 50.0667 48.7991 51.3341
4.88 43.9917 42.8662 45.1234
5.88 42.2917 41.0973 43.4951
6.88 29.7667 28.6507 30.9073
EOD
$s1 << EOD
1 61.2833 59.7921 62.7537
2 59.3167 57.8304 60.7861
3 56.9167 55.459 58.3625
4 46.8 45.159 48.448
5 43.4833 42.0007 44.9777
6 40.75 39.1952 42.3235
7 27.2333 25.8603 28.6511
EOD
$s2 << EOD
1.12 65.0167 63.5941 66.413
2.12 62.0833 60.5801 63.5637
3.12 58.4 57.001 59.7856
4.12 53.3333 51.7959 54.8644
5.12 44.5 43.1277 45.8808
6.12 43.8333 42.3744 45.303
7.12 32.3 30.9567 33.6732
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-field-greedy.png'
replot
unset output
