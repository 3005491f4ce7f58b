# each deck's win rate against the field, by rank (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-mcts.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank (lineup 2, agents mcts,mcts)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [35.409872:67.793128]
set xrange [0.4:7.6]
set xtics ("camelot" 1, "arcane-circle-optimised" 2, "infernal" 3, "court-intrigue" 4, "wild-hunt" 5, "elementals" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 64.4167 63.2568 65.5598
2 58.5167 57.3326 59.691
3 55.6417 54.2893 56.9857
4 46.6833 45.4685 47.9021
5 43.1583 42.0368 44.2869
6 40.4917 39.4118 41.5808
7 38.775 37.6432 39.9191
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-mcts.png'
replot
unset output
