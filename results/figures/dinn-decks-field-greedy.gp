# each deck's win rate against the field (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [23.216516:69.871484]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 64.3 63.2702 65.3168
1.88 60.48 59.5377 61.4146
2.88 51.82 50.7504 52.8879
3.88 46.2733 45.2843 47.2653
4.88 43.6867 42.6259 44.7532
5.88 30.8667 29.8943 31.8563
EOD
$s1 << EOD
1 63.1733 61.8219 64.5044
2 59.6933 58.4306 60.9433
3 47.7867 46.3618 49.2151
4 45.7733 44.4915 47.0608
5 42.1867 40.8347 43.5505
6 27.64 26.4341 28.8793
EOD
$s2 << EOD
1.12 65.4267 64.1785 66.6539
2.12 61.2667 60.0962 62.4242
3.12 55.8533 54.5781 57.1209
4.12 46.7733 45.5323 48.0184
5.12 45.1867 43.8781 46.502
6.12 34.0933 32.8435 35.3657
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-field-greedy.png'
replot
unset output
