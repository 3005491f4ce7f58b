# win rate of the row's deck against the column's, both seat orders (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks.csv
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
0 0 50
1 0 51.5667
2 0 57.5333
3 0 65.7333
4 0 67
5 0 76.7667
0 1 48.3333
1 1 49.9333
2 1 55.4
3 1 65.5
4 1 62.7667
5 1 75.6
0 2 40
1 2 42
2 2 47.2
3 2 52.4333
4 2 56.2667
5 2 66.8
0 3 34.2333
1 3 34.2333
2 3 45.2
3 3 49.6667
4 3 52.8
5 3 65.3667
0 4 33
1 4 37.2333
2 4 41.5333
3 4 47.2
4 4 50
5 4 61.6333
0 5 23.2333
1 5 24.4
2 5 30.6
3 5 34.6333
4 5 38.3667
5 5 50
EOD
$l << EOD
0 0 50
1 0 51.5667
2 0 57.5333
3 0 65.7333
4 0 67
5 0 76.7667
0 1 48.3333
1 1 49.9333
2 1 55.4
3 1 65.5
4 1 62.7667
5 1 75.6
0 2 40
1 2 42
2 2 47.2
3 2 52.4333
4 2 56.2667
5 2 66.8
0 3 34.2333
1 3 34.2333
2 3 45.2
3 3 49.6667
4 3 52.8
5 3 65.3667
0 4 33
1 4 37.2333
2 4 41.5333
3 4 47.2
4 4 50
5 4 61.6333
0 5 23.2333
1 5 24.4
2 5 30.6
3 5 34.6333
4 5 38.3667
5 5 50
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 780,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-matrix-greedy.png'
replot
unset output
