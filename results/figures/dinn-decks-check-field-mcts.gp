# each deck's win rate against the field (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-field-mcts.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 2, agents mcts,mcts)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [35.92336:67.90514]
set xrange [0.4:7.6]
set xtics ("camelot" 1, "arcane-circle-optimised" 2, "infernal" 3, "court-intrigue" 4, "wild-hunt" 5, "elementals" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
0.88 63.9 62.6987 65.0842
1.88 58.475 57.2867 59.6535
2.88 56.3167 54.9317 57.6919
3.88 47.4 46.2437 48.5591
4.88 42.2167 41.1254 43.3156
5.88 39.8917 38.8133 40.98
6.88 39.6167 38.47 40.7749
EOD
$s1 << EOD
1 63.4833 62.0031 64.9385
2 58.3167 56.9039 59.7159
3 55.8833 54.2992 57.4556
4 47.0833 45.672 48.4994
5 42.85 41.5148 44.1956
6 39.4333 38.129 40.7529
7 39.5833 38.1843 40.9996
EOD
$s2 << EOD
1.12 64.3167 62.9095 65.6995
2.12 58.6333 57.2113 60.0411
3.12 56.75 55.1771 58.3094
4.12 47.7167 46.3601 49.0766
5.12 41.5833 40.2347 42.9447
6.12 40.35 38.9962 41.7187
7.12 39.65 38.2862 41.0301
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-field-mcts.png'
replot
unset output
