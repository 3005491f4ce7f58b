# each deck's strength on the Elo scale, best first (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
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
set yrange [-155.841779:110.644803]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 84.735375 77.204331 92.266418
2 69.030353 61.159757 76.90095
3 49.536715 42.317128 56.756302
4 7.942072 0.104339 15.779804
5 -35.613654 -42.747327 -28.479981
6 -46.329926 -53.982437 -38.677415
7 -129.300936 -137.463394 -121.138477
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-greedy.png'
replot
unset output
