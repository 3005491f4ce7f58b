# win rate of the row's deck in seat 2 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-seat2.svg'
set encoding utf8
set title "win rate of the row's deck in seat 2 against the column's\n(lineup 2, agents mcts,mcts)"
set xlabel "opponent"
set ylabel "deck (in seat 2)"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
$m << EOD
0 0 50.5333
1 0 60.3333
2 0 65.6667
3 0 68.6
4 0 69.4667
5 0 71.8667
0 1 40.6667
1 1 48.4
2 1 56
3 1 60.6667
4 1 64.6667
5 1 64.9333
0 2 34.6
1 2 40.3333
2 2 49.5333
3 2 52.2667
4 2 54.1333
5 2 55.8667
0 3 33.2667
1 3 38
2 3 47.4
3 3 49.3333
4 3 52.8
5 3 54.8
0 4 28.5333
1 4 35.4667
2 4 43.5333
3 4 47.2
4 4 48.6
5 4 53.6
0 5 26.4
1 5 33.1333
2 5 43.2667
3 5 43.8667
4 5 50.0667
5 5 51.4
EOD
$l << EOD
0 0 50.5333
1 0 60.3333
2 0 65.6667
3 0 68.6
4 0 69.4667
5 0 71.8667
0 1 40.6667
1 1 48.4
2 1 56
3 1 60.6667
4 1 64.6667
5 1 64.9333
0 2 34.6
1 2 40.3333
2 2 49.5333
3 2 52.2667
4 2 54.1333
5 2 55.8667
0 3 33.2667
1 3 38
2 3 47.4
3 3 49.3333
4 3 52.8
5 3 54.8
0 4 28.5333
1 4 35.4667
2 4 43.5333
3 4 47.2
4 4 48.6
5 4 53.6
0 5 26.4
1 5 33.1333
2 5 43.2667
3 5 43.8667
4 5 50.0667
5 5 51.4
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-seat2.png'
replot
unset output
