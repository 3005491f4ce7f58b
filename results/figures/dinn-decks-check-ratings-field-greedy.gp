# each deck's win rate against the field, by rank (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank\n(lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [25.800076:67.134124]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 63.15 62.0017 64.2835
2 60.7 59.477 61.9097
3 57.6583 56.5204 58.7882
4 50.0667 48.7991 51.3341
5 43.9917 42.8662 45.1234
6 42.2917 41.0973 43.4951
7 29.7667 28.6507 30.9073
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-greedy.png'
replot
unset output
