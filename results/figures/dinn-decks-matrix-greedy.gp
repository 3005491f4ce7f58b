# win rate of the row's deck against the column's, both seat orders (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-greedy.svg'
set encoding utf8
set title "win rate of the row's deck against the column's, both seat orders\n(lineup 1, agents greedy,greedy)"
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
0 0 49.9667
1 0 55.0333
2 0 58.8
3 0 65.5667
4 0 66.4
5 0 75.7
0 1 44.9333
1 1 49.9
2 1 54.7667
3 1 64.6
4 1 61.7
5 1 76.4
0 2 39.0667
1 2 43.1
2 2 46.8667
3 2 53.2
4 2 56.6
5 2 67.1333
0 3 34.3333
1 3 35.1667
2 3 44.3
3 3 49.5667
4 3 53.7333
5 3 63.8333
0 4 33.6
1 4 38.3
2 4 40.7
3 4 46.2667
4 4 50
5 4 59.5667
0 5 24.3
1 5 23.6
2 5 29.8333
3 5 36.1667
4 5 40.4333
5 5 50
EOD
$l << EOD
0 0 49.9667
1 0 55.0333
2 0 58.8
3 0 65.5667
4 0 66.4
5 0 75.7
0 1 44.9333
1 1 49.9
2 1 54.7667
3 1 64.6
4 1 61.7
5 1 76.4
0 2 39.0667
1 2 43.1
2 2 46.8667
3 2 53.2
4 2 56.6
5 2 67.1333
0 3 34.3333
1 3 35.1667
2 3 44.3
3 3 49.5667
4 3 53.7333
5 3 63.8333
0 4 33.6
1 4 38.3
2 4 40.7
3 4 46.2667
4 4 50
5 4 59.5667
0 5 24.3
1 5 23.6
2 5 29.8333
3 5 36.1667
4 5 40.4333
5 5 50
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-greedy.png'
replot
unset output
