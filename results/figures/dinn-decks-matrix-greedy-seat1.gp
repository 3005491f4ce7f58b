# win rate of the row's deck in seat 1 against the column's (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 50.8
1 0 49.4667
2 0 54
3 0 66.4
4 0 64.9333
5 0 74.5333
0 1 46.1333
1 1 50.6
2 1 54.3333
3 1 67.5333
4 1 63.3333
5 1 73.7333
0 2 36
1 2 40.7333
2 2 38.5333
3 2 50.2667
4 2 51.4667
5 2 60.2
0 3 34.8667
1 3 36.3333
2 3 43.5333
3 3 49.9333
4 3 52.4667
5 3 65.0667
0 4 30.9333
1 4 37.8
2 4 37.4
3 4 46.8667
4 4 45.6667
5 4 57.4667
0 5 21
1 5 22.5333
2 5 25.3333
3 5 34.3333
4 5 34.2
5 5 45
EOD
$l << EOD
0 0 50.8
1 0 49.4667
2 0 54
3 0 66.4
4 0 64.9333
5 0 74.5333
0 1 46.1333
1 1 50.6
2 1 54.3333
3 1 67.5333
4 1 63.3333
5 1 73.7333
0 2 36
1 2 40.7333
2 2 38.5333
3 2 50.2667
4 2 51.4667
5 2 60.2
0 3 34.8667
1 3 36.3333
2 3 43.5333
3 3 49.9333
4 3 52.4667
5 3 65.0667
0 4 30.9333
1 4 37.8
2 4 37.4
3 4 46.8667
4 4 45.6667
5 4 57.4667
0 5 21
1 5 22.5333
2 5 25.3333
3 5 34.3333
4 5 34.2
5 5 45
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-greedy-seat1.png'
replot
unset output
