# each deck's win rate against the field, by rank (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-field-greedy.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank\n(lineup 1, agents greedy,greedy)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [27.0605:68.1506]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 64.3 63.2702 65.3168
2 60.48 59.5377 61.4146
3 51.82 50.7504 52.8879
4 46.2733 45.2843 47.2653
5 43.6867 42.6259 44.7532
6 30.8667 29.8943 31.8563
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-field-greedy.png'
replot
unset output
