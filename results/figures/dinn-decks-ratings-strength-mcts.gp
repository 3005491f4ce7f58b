# each deck's strength on the Elo scale, best first (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-strength-mcts.svg'
set encoding utf8
set title "each deck's strength on the Elo scale, best first (lineup 2, agents mcts,mcts)\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-83.7492792:126.3370622]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 105.340975 98.833601 111.848349
2 47.438792 40.483037 54.394548
3 -11.712822 -17.786203 -5.639441
4 -27.952935 -33.77362 -22.13225
5 -49.965836 -55.662515 -44.269157
6 -63.148174 -69.260566 -57.035783
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-strength-mcts.png'
replot
unset output
