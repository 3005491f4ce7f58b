# each deck's win rate against the field (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-field-mcts.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 2, agents mcts,mcts)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [36.17058:70.24152]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 66.1267 65.1074 67.1312
1.88 56.84 55.6933 57.9794
2.88 47.56 46.5172 48.6049
3.88 45.4667 44.4889 46.4479
4.88 41.8867 40.899 42.8809
5.88 39.8933 38.9144 40.8804
EOD
$s1 << EOD
1 65.5733 64.3548 66.7717
2 56.32 54.9919 57.6391
3 47.3733 46.136 48.6139
4 45.1733 43.9577 46.3948
5 42.4933 41.2871 43.7086
6 40.0667 38.8717 41.2735
EOD
$s2 << EOD
1.12 66.68 65.4457 67.8918
2.12 57.36 56.0461 58.6636
3.12 47.7467 46.4865 49.0097
4.12 45.76 44.5546 46.9704
5.12 41.28 40.0601 42.5107
6.12 39.72 38.5203 40.9322
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-field-mcts.png'
replot
unset output
