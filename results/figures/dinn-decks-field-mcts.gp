# each deck's win rate against the field (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-field-mcts.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 2, agents mcts,mcts)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [35.625268:70.811432]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 66.9867 65.9938 67.9646
1.88 57.0733 55.9186 58.2204
2.88 47.9 46.889 48.9127
3.88 44.92 43.953 45.8909
4.88 41.3 40.3738 42.2324
5.88 39.2867 38.3058 40.2762
EOD
$s1 << EOD
1 66.7867 65.5972 67.9551
2 56.76 55.4294 58.081
3 48.36 47.1354 49.5866
4 44.5867 43.4326 45.7466
5 40.9333 39.7641 42.1129
6 39.2267 38.0519 40.4141
EOD
$s2 << EOD
1.12 67.1867 65.9658 68.3848
2.12 57.3867 56.0476 58.715
3.12 47.44 46.2177 48.6654
4.12 45.2533 44.0519 46.4603
5.12 41.6667 40.5203 42.8221
6.12 39.3467 38.1543 40.5518
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-field-mcts.png'
replot
unset output
