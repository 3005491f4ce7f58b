# each deck's strength on the Elo scale, best first (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-strength-mcts-iters-400.svg'
set encoding utf8
set title "each deck's strength on the Elo scale, best first\n(lineup 3, agents mcts:iters=400,mcts:iters=400)\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-82.80027836:122.0175484]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 101.147979 94.403778 107.892181
2 51.222791 44.164257 58.281325
3 -12.781578 -19.010867 -6.552288
4 -34.082568 -40.048192 -28.116944
5 -42.959575 -48.980743 -36.938407
6 -62.547049 -68.674911 -56.419188
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-strength-mcts-iters-400.png'
replot
unset output
