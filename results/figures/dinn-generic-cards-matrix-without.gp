# win rate of the row's deck against the column's (agent greedy, generics without)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-generic-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-generic-cards-matrix-without.svg'
set encoding utf8
set title "win rate of the row's deck against the column's\n(agent greedy, generics without)"
set xlabel "opponent"
set ylabel "deck"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "wild-hunt" 1, "elementals" 2, "infernal" 3, "court-intrigue" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "wild-hunt" 1, "elementals" 2, "infernal" 3, "court-intrigue" 4, "arcane-circle" 5)
$m << EOD
0 0 NaN
1 0 52.44
2 0 63.085
3 0 56.205
4 0 65.11
5 0 75.765
0 1 46.27
1 1 NaN
2 1 61.49
3 1 52.79
4 1 60.375
5 1 72.17
0 2 35.51
1 2 36.27
2 2 NaN
3 2 46.42
4 2 52.885
5 2 65.22
0 3 35.49
1 3 38.16
2 3 47.615
3 3 NaN
4 3 51.805
5 3 61.69
0 4 32.425
1 4 37.175
2 4 45.375
3 4 40.675
4 4 NaN
5 4 58.1
0 5 22.605
1 5 24.275
2 5 30.99
3 5 29.455
4 5 39.81
5 5 NaN
EOD
$l << EOD
1 0 52.44
2 0 63.085
3 0 56.205
4 0 65.11
5 0 75.765
0 1 46.27
2 1 61.49
3 1 52.79
4 1 60.375
5 1 72.17
0 2 35.51
1 2 36.27
3 2 46.42
4 2 52.885
5 2 65.22
0 3 35.49
1 3 38.16
2 3 47.615
4 3 51.805
5 3 61.69
0 4 32.425
1 4 37.175
2 4 45.375
3 4 40.675
5 4 58.1
0 5 22.605
1 5 24.275
2 5 30.99
3 5 29.455
4 5 39.81
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-matrix-without.png'
replot
unset output
