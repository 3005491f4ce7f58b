# win rate of the row's deck against the column's (agent greedy, generics with)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-generic-cards.csv
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
1 0 52.135
2 0 56.555
3 0 64.765
4 0 66.245
5 0 75.93
0 1 47.83
1 1 NaN
2 1 55.26
3 1 65.2
4 1 62.62
5 1 75.395
0 2 40.97
1 2 42.59
2 2 NaN
3 2 52.69
4 2 57.045
5 2 66.54
0 3 35.14
1 3 34.48
2 3 44.98
3 3 NaN
4 3 52.315
5 3 65.125
0 4 33.75
1 4 37.375
2 4 40.625
3 4 47.685
4 4 NaN
5 4 60.53
0 5 24.065
1 5 24.6
2 5 30.705
3 5 34.875
4 5 39.47
5 5 NaN
EOD
$l << EOD
1 0 52.135
2 0 56.555
3 0 64.765
4 0 66.245
5 0 75.93
0 1 47.83
2 1 55.26
3 1 65.2
4 1 62.62
5 1 75.395
0 2 40.97
1 2 42.59
3 2 52.69
4 2 57.045
5 2 66.54
0 3 35.14
1 3 34.48
2 3 44.98
4 3 52.315
5 3 65.125
0 4 33.75
1 4 37.375
2 4 40.625
3 4 47.685
5 4 60.53
0 5 24.065
1 5 24.6
2 5 30.705
3 5 34.875
4 5 39.47
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-matrix-with.png'
replot
unset output
