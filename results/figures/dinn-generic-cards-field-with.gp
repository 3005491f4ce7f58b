# each deck's win rate against the field (agent greedy, generics with)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-generic-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-generic-cards-field-with.svg'
set encoding utf8
set title "each deck's win rate against the field (agent greedy, generics with)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [27.820464:66.061836]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 63.126 62.8265 63.4245
2 61.261 60.9586 61.5625
3 51.967 51.6573 52.2766
4 46.408 46.099 46.7172
5 43.993 43.6856 44.3009
6 30.743 30.4578 31.0297
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-field-with.png'
replot
unset output
