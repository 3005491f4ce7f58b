# win rate of the row's deck against the column's, both seat orders (lineup 1, agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 850,650 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy.svg'
set encoding utf8
set title "win rate of the row's deck against the column's, both seat orders\n(lineup 1, agents greedy,greedy)"
set xlabel "opponent"
set ylabel "deck"
set xrange [-0.5:6.5]
set yrange [6.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("arcane-circle-optimised" 0, "camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6)
set ytics ("arcane-circle-optimised" 0, "camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6)
$m << EOD
0 0 50
1 0 52.5
2 0 58.9
3 0 57.75
4 0 68.15
5 0 66.25
6 0 76.5
0 1 47.5
1 1 50
2 1 53.1
3 1 56.8
4 1 66.55
5 1 65.65
6 1 75.1
0 2 41.1
1 2 46.8
2 2 49.95
3 2 55.45
4 2 63.45
5 2 60.8
6 2 73.7
0 3 39.3
1 3 40.6
2 3 42.15
3 3 47.55
4 3 52.95
5 3 56.2
6 3 65.6
0 4 31.85
1 4 33.45
2 4 36.15
3 4 45.05
4 4 49.85
5 4 53.55
6 4 66.05
0 5 33.75
1 5 34.35
2 5 39.2
3 5 41.3
4 5 46.45
5 5 50
6 5 58.95
0 6 23.5
1 6 24.9
2 6 26.3
3 6 32.25
4 6 33.95
5 6 41.05
6 6 50
EOD
$l << EOD
0 0 50
1 0 52.5
2 0 58.9
3 0 57.75
4 0 68.15
5 0 66.25
6 0 76.5
0 1 47.5
1 1 50
2 1 53.1
3 1 56.8
4 1 66.55
5 1 65.65
6 1 75.1
0 2 41.1
1 2 46.8
2 2 49.95
3 2 55.45
4 2 63.45
5 2 60.8
6 2 73.7
0 3 39.3
1 3 40.6
2 3 42.15
3 3 47.55
4 3 52.95
5 3 56.2
6 3 65.6
0 4 31.85
1 4 33.45
2 4 36.15
3 4 45.05
4 4 49.85
5 4 53.55
6 4 66.05
0 5 33.75
1 5 34.35
2 5 39.2
3 5 41.3
4 5 46.45
5 5 50
6 5 58.95
0 6 23.5
1 6 24.9
2 6 26.3
3 6 32.25
4 6 33.95
5 6 41.05
6 6 50
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy.png'
replot
unset output
