# win rate of the row's deck in seat 2 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-greedy-seat2.svg'
set encoding utf8
set title "win rate of the row's deck in seat 2 against the column's\n(lineup 1, agents greedy,greedy)"
set xlabel "opponent"
set ylabel "deck (in seat 2)"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "wild-hunt" 1, "infernal" 2, "elementals" 3, "court-intrigue" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "wild-hunt" 1, "infernal" 2, "elementals" 3, "court-intrigue" 4, "arcane-circle" 5)
$m << EOD
0 0 52.8667
1 0 54.8
2 0 61.9333
3 0 64.2667
4 0 68.4
5 0 77.7333
0 1 44.6667
1 1 49.8667
2 1 57.1333
3 1 64
4 1 61.3333
5 1 79.2
0 2 42.6667
1 2 45.6667
2 2 55.0667
3 2 56.9333
4 2 60.4667
5 2 73.5333
0 3 33.1333
1 3 34.4
2 3 47.4
3 3 49.6667
4 3 53.0667
5 3 65.8667
0 4 35.6
1 4 37.9333
2 4 43.1333
3 4 45.6
4 4 52.9333
5 4 63.6667
0 5 26.3333
1 5 26.4
2 5 35
3 5 38.2
4 5 44.5333
5 5 55.4667
EOD
$l << EOD
0 0 52.8667
1 0 54.8
2 0 61.9333
3 0 64.2667
4 0 68.4
5 0 77.7333
0 1 44.6667
1 1 49.8667
2 1 57.1333
3 1 64
4 1 61.3333
5 1 79.2
0 2 42.6667
1 2 45.6667
2 2 55.0667
3 2 56.9333
4 2 60.4667
5 2 73.5333
0 3 33.1333
1 3 34.4
2 3 47.4
3 3 49.6667
4 3 53.0667
5 3 65.8667
0 4 35.6
1 4 37.9333
2 4 43.1333
3 4 45.6
4 4 52.9333
5 4 63.6667
0 5 26.3333
1 5 26.4
2 5 35
3 5 38.2
4 5 44.5333
5 5 55.4667
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-greedy-seat2.png'
replot
unset output
