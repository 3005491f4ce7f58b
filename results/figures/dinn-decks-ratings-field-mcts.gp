# each deck's win rate against the field, by rank (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-field-mcts.svg'
set encoding utf8
set title "each deck's win rate against the field, by rank (lineup 2, agents mcts,mcts)\nbars: 95% interval (Wilson)"
set xlabel "deck (by rank)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [35.933096:70.337304]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 66.9867 65.9938 67.9646
2 57.0733 55.9186 58.2204
3 47.9 46.889 48.9127
4 44.92 43.953 45.8909
5 41.3 40.3738 42.2324
6 39.2867 38.3058 40.2762
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "against the field"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-field-mcts.png'
replot
unset output
