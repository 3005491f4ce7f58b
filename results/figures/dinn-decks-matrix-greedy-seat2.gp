# win rate of the row's deck in seat 2 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 49.2
1 0 53.6667
2 0 61.0667
3 0 65.0667
4 0 69.0667
5 0 79
0 1 50.5333
1 1 49.2667
2 1 56.4667
3 1 63.4667
4 1 62.2
5 1 77.4667
0 2 44
1 2 43.2667
2 2 55.8667
3 2 54.6
4 2 61.0667
5 2 73.4
0 3 33.6
1 3 32.1333
2 3 46.8667
3 3 49.4
4 3 53.1333
5 3 65.6667
0 4 35.0667
1 4 36.6667
2 4 45.6667
3 4 47.5333
4 4 54.3333
5 4 65.8
0 5 25.4667
1 5 26.2667
2 5 35.8667
3 5 34.9333
4 5 42.5333
5 5 55
EOD
$l << EOD
0 0 49.2
1 0 53.6667
2 0 61.0667
3 0 65.0667
4 0 69.0667
5 0 79
0 1 50.5333
1 1 49.2667
2 1 56.4667
3 1 63.4667
4 1 62.2
5 1 77.4667
0 2 44
1 2 43.2667
2 2 55.8667
3 2 54.6
4 2 61.0667
5 2 73.4
0 3 33.6
1 3 32.1333
2 3 46.8667
3 3 49.4
4 3 53.1333
5 3 65.6667
0 4 35.0667
1 4 36.6667
2 4 45.6667
3 4 47.5333
4 4 54.3333
5 4 65.8
0 5 25.4667
1 5 26.2667
2 5 35.8667
3 5 34.9333
4 5 42.5333
5 5 55
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-greedy-seat2.png'
replot
unset output
