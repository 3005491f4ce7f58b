# each deck's strength on the Elo scale, best first (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-greedy.svg'
set encoding utf8
set title "each deck's strength on the Elo scale, best first\n(lineup 1, agents greedy,greedy)\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-151.4033494:111.8076594]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 86.05096 78.446744 93.655176
2 69.36996 61.462789 77.277132
3 44.744238 37.889971 51.598504
4 4.626472 -3.475895 12.728838
5 -33.489922 -40.43189 -26.547955
6 -46.095063 -53.682186 -38.507939
7 -125.206644 -133.250866 -117.162423
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-greedy.png'
replot
unset output
