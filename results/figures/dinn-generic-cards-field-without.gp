# each deck's win rate against the field (agent greedy, generics without)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-generic-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-generic-cards-field-without.svg'
set encoding utf8
set title "each deck's win rate against the field (agent greedy, generics without)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [26.451284:65.514516]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "elementals" 3, "infernal" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 62.521 62.2205 62.8205
2 58.619 58.3134 58.9239
3 47.261 46.9517 47.5705
4 46.952 46.6428 47.2614
5 42.75 42.4437 43.0569
6 29.427 29.1453 29.7102
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-field-without.png'
replot
unset output
