# win rate of the row's deck in seat 1 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-seat1.svg'
set encoding utf8
set title "win rate of the row's deck in seat 1 against the column's\n(lineup 2, agents mcts,mcts)"
set xlabel "opponent"
set ylabel "deck (in seat 1)"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
$m << EOD
0 0 48.8
1 0 57.8667
2 0 65.4
3 0 66.2667
4 0 70.8667
5 0 73.5333
0 1 38.1333
1 1 48.3333
2 1 58.1333
3 1 59.8667
4 1 63.0667
5 1 64.6
0 2 34.2667
1 2 41.8667
2 2 50.4667
3 2 52.5333
4 2 56.4667
5 2 56.6667
0 3 31.0667
1 3 37.4
2 3 47.7333
3 3 48.6667
4 3 50.6667
5 3 56.0667
0 4 29.9333
1 4 34.0667
2 4 45.7333
3 4 45.2
4 4 48.1333
5 4 49.7333
0 5 27.9333
1 5 32.6
2 5 44.1333
3 5 45.1333
4 5 46.3333
5 5 48.5333
EOD
$l << EOD
0 0 48.8
1 0 57.8667
2 0 65.4
3 0 66.2667
4 0 70.8667
5 0 73.5333
0 1 38.1333
1 1 48.3333
2 1 58.1333
3 1 59.8667
4 1 63.0667
5 1 64.6
0 2 34.2667
1 2 41.8667
2 2 50.4667
3 2 52.5333
4 2 56.4667
5 2 56.6667
0 3 31.0667
1 3 37.4
2 3 47.7333
3 3 48.6667
4 3 50.6667
5 3 56.0667
0 4 29.9333
1 4 34.0667
2 4 45.7333
3 4 45.2
4 4 48.1333
5 4 49.7333
0 5 27.9333
1 5 32.6
2 5 44.1333
3 5 45.1333
4 5 46.3333
5 5 48.5333
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-seat1.png'
replot
unset output
