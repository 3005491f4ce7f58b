# each deck's strength on the Elo scale under each lineup
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-by-lineup.svg'
set encoding utf8
set title "each deck's strength on the Elo scale under each lineup\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank under the first lineup)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-156.3949337:118.1123917]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
0.94 84.735375 77.204331 92.266418
1.94 69.030353 61.159757 76.90095
2.94 49.536715 42.317128 56.756302
3.94 7.942072 0.104339 15.779804
4.94 -35.613654 -42.747327 -28.479981
5.94 -46.329926 -53.982437 -38.677415
6.94 -129.300936 -137.463394 -121.138477
EOD
$s1 << EOD
1.06 53.344236 45.908856 60.779617
2.06 91.564352 83.947852 99.180852
3.06 -39.784034 -46.777772 -32.790295
4.06 39.890027 31.598262 48.181793
5.06 -56.821701 -63.688085 -49.955316
6.06 -19.798899 -27.291004 -12.306794
7.06 -68.393982 -75.698287 -61.089678
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "lineup 1, agents greedy,greedy", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "lineup 2, agents mcts,mcts"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-by-lineup.png'
replot
unset output
