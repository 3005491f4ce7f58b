# each deck's strength on the Elo scale, best first (lineup 3, agents mcts:iters=400,mcts:iters=400)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
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
set yrange [-84.28060376:120.9050938]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
1 99.970781 93.187206 106.754356
2 50.913321 43.909939 57.916704
3 -8.926004 -15.169577 -2.682431
4 -36.873274 -42.874078 -30.87247
5 -41.162094 -47.142349 -35.181839
6 -63.922731 -70.129866 -57.715595
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "strength (Elo)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-strength-mcts-iters-400.png'
replot
unset output
