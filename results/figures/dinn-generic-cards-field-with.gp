# each deck's win rate against the field (agent greedy, generics with)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-generic-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-generic-cards-field-with.svg'
set encoding utf8
set title "each deck's win rate against the field (agent greedy, generics with)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [27.77734:65.83346]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 62.91 62.6101 63.2089
2 61.325 61.0227 61.6264
3 51.828 51.5182 52.1376
4 46.73 46.4209 47.0394
5 43.974 43.6666 44.2819
6 30.687 30.4019 30.9736
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-field-with.png'
replot
unset output
