# win rate of the row's deck against the column's, both seat orders (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 49.6667
1 0 59.1
2 0 65.5333
3 0 67.4333
4 0 70.1667
5 0 72.7
0 1 39.4
1 1 48.3667
2 1 57.0667
3 1 60.2667
4 1 63.8667
5 1 64.7667
0 2 34.4333
1 2 41.1
2 2 50
3 2 52.4
4 2 55.3
5 2 56.2667
0 3 32.1667
1 3 37.7
2 3 47.5667
3 3 49
4 3 51.7333
5 3 55.4333
0 4 29.2333
1 4 34.7667
2 4 44.6333
3 4 46.2
4 4 48.3667
5 4 51.6667
0 5 27.1667
1 5 32.8667
2 5 43.7
3 5 44.5
4 5 48.2
5 5 49.9667
EOD
$l << EOD
0 0 49.6667
1 0 59.1
2 0 65.5333
3 0 67.4333
4 0 70.1667
5 0 72.7
0 1 39.4
1 1 48.3667
2 1 57.0667
3 1 60.2667
4 1 63.8667
5 1 64.7667
0 2 34.4333
1 2 41.1
2 2 50
3 2 52.4
4 2 55.3
5 2 56.2667
0 3 32.1667
1 3 37.7
2 3 47.5667
3 3 49
4 3 51.7333
5 3 55.4333
0 4 29.2333
1 4 34.7667
2 4 44.6333
3 4 46.2
4 4 48.3667
5 4 51.6667
0 5 27.1667
1 5 32.8667
2 5 43.7
3 5 44.5
4 5 48.2
5 5 49.9667
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-mcts.png'
replot
unset output
