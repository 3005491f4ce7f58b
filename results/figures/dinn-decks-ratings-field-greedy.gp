# each deck's win rate against the field, by rank (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank\n(lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [26.489228:67.583272]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 63.72 62.678 64.7492
2 61.52 60.5392 62.4915
3 51.5 50.403 52.5956
4 46.3667 45.3965 47.3396
5 44.12 43.0567 45.1888
6 30.2467 29.3233 31.1863
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-field-greedy.png'
replot
unset output
