# win rate of the row's deck in seat 1 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-greedy-seat1.svg'
set encoding utf8
set title "win rate of the row's deck in seat 1 against the column's\n(lineup 1, agents greedy,greedy)"
set xlabel "opponent"
set ylabel "deck (in seat 1)"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "wild-hunt" 1, "infernal" 2, "elementals" 3, "court-intrigue" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "wild-hunt" 1, "infernal" 2, "elementals" 3, "court-intrigue" 4, "arcane-circle" 5)
$m << EOD
0 0 47.0667
1 0 55.2667
2 0 55.6667
3 0 66.8667
4 0 64.4
5 0 73.6667
0 1 45.2
1 1 49.9333
2 1 52.4
3 1 65.2
4 1 62.0667
5 1 73.6
0 2 35.4667
1 2 40.5333
2 2 38.6667
3 2 49.4667
4 2 52.7333
5 2 60.7333
0 3 35.5333
1 3 35.9333
2 3 41.2
3 3 49.4667
4 3 54.4
5 3 61.8
0 4 31.6
1 4 38.6667
2 4 38.2667
3 4 46.9333
4 4 47.0667
5 4 55.4667
0 5 22.2667
1 5 20.8
2 5 24.6667
3 5 34.1333
4 5 36.3333
5 5 44.5333
EOD
$l << EOD
0 0 47.0667
1 0 55.2667
2 0 55.6667
3 0 66.8667
4 0 64.4
5 0 73.6667
0 1 45.2
1 1 49.9333
2 1 52.4
3 1 65.2
4 1 62.0667
5 1 73.6
0 2 35.4667
1 2 40.5333
2 2 38.6667
3 2 49.4667
4 2 52.7333
5 2 60.7333
0 3 35.5333
1 3 35.9333
2 3 41.2
3 3 49.4667
4 3 54.4
5 3 61.8
0 4 31.6
1 4 38.6667
2 4 38.2667
3 4 46.9333
4 4 47.0667
5 4 55.4667
0 5 22.2667
1 5 20.8
2 5 24.6667
3 5 34.1333
4 5 36.3333
5 5 44.5333
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-greedy-seat1.png'
replot
unset output
