# each deck's strength on the Elo scale under each lineup
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-strength-by-lineup.svg'
set encoding utf8
set title "each deck's strength on the Elo scale under each lineup\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank under the first lineup)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-146.9177691:126.7669921]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 86.121845 79.440092 92.803598
1.88 72.48356 66.283809 78.683311
2.88 16.791369 10.242019 23.340718
3.88 -19.965804 -25.891541 -14.040067
4.88 -33.878826 -40.426203 -27.331448
5.88 -121.552144 -128.042958 -115.06133
EOD
$s1 << EOD
1 99.755549 93.152546 106.358552
2 -24.876955 -30.746389 -19.007521
3 45.236329 38.378296 52.094361
4 -46.792712 -52.834413 -40.751011
5 -13.983815 -20.221367 -7.746264
6 -59.338396 -65.424629 -53.252163
EOD
$s2 << EOD
1.12 101.147979 94.403778 107.892181
2.12 -34.082568 -40.048192 -28.116944
3.12 51.222791 44.164257 58.281325
4.12 -42.959575 -48.980743 -36.938407
5.12 -12.781578 -19.010867 -6.552288
6.12 -62.547049 -68.674911 -56.419188
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "lineup 1, agents greedy,greedy", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "lineup 2, agents mcts,mcts", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "lineup 3, agents mcts:iters=400,mcts:iters=400"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-strength-by-lineup.png'
replot
unset output
