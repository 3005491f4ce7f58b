# each deck's strength on the Elo scale, best first (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-mcts.svg'
set encoding utf8
set title "each deck's strength on the Elo scale, best first (lineup 2, agents mcts,mcts)\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-89.68861812:113.1711831]
set xrange [0.4:7.6]
set xtics ("camelot" 1, "arcane-circle-optimised" 2, "infernal" 3, "court-intrigue" 4, "wild-hunt" 5, "elementals" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 91.564352 83.947852 99.180852
2 53.344236 45.908856 60.779617
3 39.890027 31.598262 48.181793
4 -19.798899 -27.291004 -12.306794
5 -39.784034 -46.777772 -32.790295
6 -56.821701 -63.688085 -49.955316
7 -68.393982 -75.698287 -61.089678
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-mcts.png'
replot
unset output
