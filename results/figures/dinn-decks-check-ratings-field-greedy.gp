# each deck's win rate against the field, by rank (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank\n(lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [26.39456:67.30544]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 63.3417 62.1841 64.484
2 60.7833 59.5543 61.9989
3 56.8833 55.7917 57.9683
4 49.4667 48.1448 50.7892
5 44.35 43.2484 45.4572
6 42.3333 41.1422 43.5334
7 30.325 29.216 31.4574
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-greedy.png'
replot
unset output
