# win rate of the row's deck against the column's, both seat orders (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 780,580 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-matrix-mcts.svg'
set encoding utf8
set title "win rate of the row's deck against the column's, both seat orders\n(lineup 2, agents mcts,mcts)"
set xlabel "opponent"
set ylabel "deck"
set xrange [-0.5:5.5]
set yrange [5.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
set ytics ("camelot" 0, "infernal" 1, "court-intrigue" 2, "wild-hunt" 3, "elementals" 4, "arcane-circle" 5)
$m << EOD
0 0 49.4
1 0 59.2333
2 0 64.0667
3 0 66.2333
4 0 68.7333
5 0 72.3667
0 1 39.1333
1 1 48.4333
2 1 58.1333
3 1 60.2333
4 1 62.7667
5 1 63.9333
0 2 35.9333
1 2 40.5333
2 2 50
3 2 50.9
4 2 54.0667
5 2 56.3667
0 3 33.3
1 3 37.8333
2 3 49.1
3 3 49.2667
4 3 52.7
5 3 54.4
0 4 30.6333
1 4 36.2667
2 4 45.8333
3 4 45.7667
4 4 48.9667
5 4 50.9333
0 5 27.3667
1 5 34
2 5 43.6333
3 5 45.4667
4 5 49
5 5 50
EOD
$l << EOD
0 0 49.4
1 0 59.2333
2 0 64.0667
3 0 66.2333
4 0 68.7333
5 0 72.3667
0 1 39.1333
1 1 48.4333
2 1 58.1333
3 1 60.2333
4 1 62.7667
5 1 63.9333
0 2 35.9333
1 2 40.5333
2 2 50
3 2 50.9
4 2 54.0667
5 2 56.3667
0 3 33.3
1 3 37.8333
2 3 49.1
3 3 49.2667
4 3 52.7
5 3 54.4
0 4 30.6333
1 4 36.2667
2 4 45.8333
3 4 45.7667
4 4 48.9667
5 4 50.9333
0 5 27.3667
1 5 34
2 5 43.6333
3 5 45.4667
4 5 49
5 5 50
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts.png'
replot
unset output
