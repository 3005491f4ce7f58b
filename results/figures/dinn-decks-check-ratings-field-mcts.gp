# each deck's win rate against the field, by rank (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-mcts.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank (lineup 2, agents mcts,mcts)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [36.340864:67.213336]
set xrange [0.4:7.6]
set xtics ("camelot" 1, "arcane-circle-optimised" 2, "infernal" 3, "court-intrigue" 4, "wild-hunt" 5, "elementals" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 63.9 62.6987 65.0842
2 58.475 57.2867 59.6535
3 56.3167 54.9317 57.6919
4 47.4 46.2437 48.5591
5 42.2167 41.1254 43.3156
6 39.8917 38.8133 40.98
7 39.6167 38.47 40.7749
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-field-mcts.png'
replot
unset output
