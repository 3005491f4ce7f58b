# each deck's strength on the Elo scale under each lineup
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-by-lineup.svg'
set encoding utf8
set title "each deck's strength on the Elo scale under each lineup\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank under the first lineup)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-151.5547652:113.8517732]
set xrange [0.4:7.6]
set xtics ("arcane-circle-optimised" 1, "camelot" 2, "wild-hunt" 3, "infernal" 4, "elementals" 5, "court-intrigue" 6, "arcane-circle" 7) rotate by -35
$s0 << EOD
0.94 86.05096 78.446744 93.655176
1.94 69.36996 61.462789 77.277132
2.94 44.744238 37.889971 51.598504
3.94 4.626472 -3.475895 12.728838
4.94 -33.489922 -40.43189 -26.547955
5.94 -46.095063 -53.682186 -38.507939
6.94 -125.206644 -133.250866 -117.162423
EOD
$s1 << EOD
1.06 52.907583 45.462797 60.352369
2.06 87.732792 79.917709 95.547874
3.06 -45.397065 -52.23766 -38.556471
4.06 43.542898 35.037153 52.048644
5.06 -60.565055 -67.451158 -53.678951
6.06 -15.270827 -22.383404 -8.15825
7.06 -62.950326 -70.293681 -55.606972
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "lineup 1, agents greedy,greedy", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "lineup 2, agents mcts,mcts"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-ratings-strength-by-lineup.png'
replot
unset output
