# win rate of the row's deck against the column's (agent greedy, generics without)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-generic-cards.csv
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
1 0 52.56
2 0 62.965
3 0 56.025
4 0 65.295
5 0 75.52
0 1 46.31
1 1 NaN
2 1 61.45
3 1 52.845
4 1 60.37
5 1 72.18
0 2 35.06
1 2 36.89
2 2 NaN
3 2 46.68
4 2 53.29
5 2 65.235
0 3 35.41
1 3 37.91
2 3 47.71
3 3 NaN
4 3 51.72
5 3 61.945
0 4 32.26
1 4 37.66
2 4 45.675
3 4 40.345
4 4 NaN
5 4 57.65
0 5 22.09
1 5 24.215
2 5 31.08
3 5 30.005
4 5 39.735
5 5 NaN
EOD
$l << EOD
1 0 52.56
2 0 62.965
3 0 56.025
4 0 65.295
5 0 75.52
0 1 46.31
2 1 61.45
3 1 52.845
4 1 60.37
5 1 72.18
0 2 35.06
1 2 36.89
3 2 46.68
4 2 53.29
5 2 65.235
0 3 35.41
1 3 37.91
2 3 47.71
4 3 51.72
5 3 61.945
0 4 32.26
1 4 37.66
2 4 45.675
3 4 40.345
5 4 57.65
0 5 22.09
1 5 24.215
2 5 31.08
3 5 30.005
4 5 39.735
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-generic-cards-matrix-without.png'
replot
unset output
