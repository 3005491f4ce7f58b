# each deck's strength on the Elo scale, best first (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
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
set yrange [-145.7106825:110.4713225]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 86.121845 79.440092 92.803598
2 72.48356 66.283809 78.683311
3 16.791369 10.242019 23.340718
4 -19.965804 -25.891541 -14.040067
5 -33.878826 -40.426203 -27.331448
6 -121.552144 -128.042958 -115.06133
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-strength-greedy.png'
replot
unset output
