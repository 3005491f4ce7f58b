# each deck's win rate against the field (agent greedy, generics without)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-generic-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-generic-cards-field-without.svg'
set encoding utf8
set title "each deck's win rate against the field (agent greedy, generics without)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [26.453064:65.462936]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "elementals" 3, "infernal" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 62.473 62.1724 62.7726
2 58.631 58.3254 58.9359
3 47.431 47.1216 47.7406
4 46.939 46.6298 47.2484
5 42.718 42.4117 43.0249
6 29.425 29.1434 29.7082
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-field-without.png'
replot
unset output
