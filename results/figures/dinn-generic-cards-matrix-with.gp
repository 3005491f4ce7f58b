# win rate of the row's deck against the column's (agent greedy, generics with)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-generic-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-generic-cards-matrix-with.svg'
set encoding utf8
set title "win rate of the row's deck against the column's (agent greedy, generics with)"
set xlabel "opponent"
set ylabel "deck"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "wild-hunt" 1, "infernal" 2, "elementals" 3, "court-intrigue" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "wild-hunt" 1, "infernal" 2, "elementals" 3, "court-intrigue" 4, "arcane-circle" 5)
$m << EOD
0 0 NaN
1 0 51.495
2 0 56.46
3 0 64.725
4 0 65.785
5 0 76.085
0 1 48.45
1 1 NaN
2 1 55.26
3 1 65.075
4 1 63.01
5 1 74.83
0 2 40.81
1 2 42.65
2 2 NaN
3 2 52.655
4 2 56.71
5 2 66.315
0 3 35.215
1 3 34.555
2 3 45.02
3 3 NaN
4 3 52.935
5 3 65.925
0 4 34.215
1 4 36.985
2 4 41
3 4 47.065
4 4 NaN
5 4 60.605
0 5 23.91
1 5 25.17
2 5 30.885
3 5 34.075
4 5 39.395
5 5 NaN
EOD
$l << EOD
1 0 51.495
2 0 56.46
3 0 64.725
4 0 65.785
5 0 76.085
0 1 48.45
2 1 55.26
3 1 65.075
4 1 63.01
5 1 74.83
0 2 40.81
1 2 42.65
3 2 52.655
4 2 56.71
5 2 66.315
0 3 35.215
1 3 34.555
2 3 45.02
4 3 52.935
5 3 65.925
0 4 34.215
1 4 36.985
2 4 41
3 4 47.065
5 4 60.605
0 5 23.91
1 5 25.17
2 5 30.885
3 5 34.075
4 5 39.395
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-matrix-with.png'
replot
unset output
