# each deck's strength on the Elo scale, best first (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-strength-greedy.svg'
set encoding utf8
set title "each deck's strength on the Elo scale, best first\n(lineup 1, agents greedy,greedy)\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-141.3320616:113.6710806]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 89.431992 82.779327 96.084657
2 65.49769 59.594028 71.401352
3 18.791583 12.386523 25.196642
4 -20.473717 -26.518226 -14.429208
5 -36.235597 -42.756575 -29.714618
6 -117.011951 -123.745638 -110.278265
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-strength-greedy.png'
replot
unset output
