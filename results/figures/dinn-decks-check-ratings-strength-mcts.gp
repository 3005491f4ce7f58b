# each deck's strength on the Elo scale, best first (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
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
set yrange [-83.5610054:108.8151984]
set xrange [0.4:7.6]
set xtics ("camelot" 1, "arcane-circle-optimised" 2, "infernal" 3, "court-intrigue" 4, "wild-hunt" 5, "elementals" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
1 87.732792 79.917709 95.547874
2 52.907583 45.462797 60.352369
3 43.542898 35.037153 52.048644
4 -15.270827 -22.383404 -8.15825
5 -45.397065 -52.23766 -38.556471
6 -60.565055 -67.451158 -53.678951
7 -62.950326 -70.293681 -55.606972
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-mcts.png'
replot
unset output
