# each deck's win rate against the field (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-field-mcts.svg'
set encoding utf8
set title "each deck's win rate against the field (lineup 2, agents mcts,mcts)\nbars: 95% interval (Wilson)"
set xlabel "deck (best first)"
set ylabel "win rate against the other decks (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [34.68062:68.54218]
set xrange [0.4:7.6]
set xtics ("camelot" 1, "arcane-circle-optimised" 2, "infernal" 3, "court-intrigue" 4, "wild-hunt" 5, "elementals" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
0.88 64.4167 63.2568 65.5598
1.88 58.5167 57.3326 59.691
2.88 55.6417 54.2893 56.9857
3.88 46.6833 45.4685 47.9021
4.88 43.1583 42.0368 44.2869
5.88 40.4917 39.4118 41.5808
6.88 38.775 37.6432 39.9191
EOD
$s1 << EOD
1 64 62.5935 65.3829
2 58.2 56.8136 59.5735
3 55.05 53.5126 56.5778
4 47.5 46.0582 48.946
5 43.3833 41.9874 44.7898
6 41.1333 39.7948 42.4851
7 38.4 37.0159 39.8032
EOD
$s2 << EOD
1.12 64.8333 63.4347 66.2069
2.12 58.8333 57.4151 60.237
3.12 56.2333 54.6806 57.774
4.12 45.8667 44.4054 47.335
5.12 42.9333 41.589 44.2882
6.12 39.85 38.5136 41.2017
7.12 39.15 37.8122 40.5043
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "both seat orders", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "in seat 1", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "in seat 2"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-field-mcts.png'
replot
unset output
