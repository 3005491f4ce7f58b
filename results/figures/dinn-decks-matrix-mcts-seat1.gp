# win rate of the row's deck in seat 1 against the column's (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 48.8667
1 0 58.8
2 0 63.4
3 0 64.6
4 0 68.8
5 0 72.2667
0 1 38.8667
1 1 49.0667
2 1 57
3 1 59.1333
4 1 62.4
5 1 64.2
0 2 35.2667
1 2 39.3333
2 2 47.4667
3 2 50.7333
4 2 55.2
5 2 56.3333
0 3 31.6
1 3 37
2 3 48.9333
3 3 48.4
4 3 54.4667
5 3 53.8667
0 4 30.8
1 4 35.6
2 4 47
3 4 47.5333
4 4 48.4
5 4 51.5333
0 5 27.2667
1 5 34.8667
2 5 43.6
3 5 45
4 5 49.6
5 5 48.4
EOD
$l << EOD
0 0 48.8667
1 0 58.8
2 0 63.4
3 0 64.6
4 0 68.8
5 0 72.2667
0 1 38.8667
1 1 49.0667
2 1 57
3 1 59.1333
4 1 62.4
5 1 64.2
0 2 35.2667
1 2 39.3333
2 2 47.4667
3 2 50.7333
4 2 55.2
5 2 56.3333
0 3 31.6
1 3 37
2 3 48.9333
3 3 48.4
4 3 54.4667
5 3 53.8667
0 4 30.8
1 4 35.6
2 4 47
3 4 47.5333
4 4 48.4
5 4 51.5333
0 5 27.2667
1 5 34.8667
2 5 43.6
3 5 45
4 5 49.6
5 5 48.4
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts-seat1.png'
replot
unset output
