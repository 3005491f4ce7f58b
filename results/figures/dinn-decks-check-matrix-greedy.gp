# win rate of the row's deck against the column's, both seat orders (lineup 1, agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
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
1 0 52
2 0 56.55
3 0 57.55
4 0 69.05
5 0 65.85
6 0 77.9
0 1 48
1 1 50
2 1 52.45
3 1 56.8
4 1 64.85
5 1 65.7
6 1 76.4
0 2 43.45
1 2 47.5
2 2 49.8
3 2 55.75
4 2 64.15
5 2 61.5
6 2 73.6
0 3 39.9
1 3 40.6
2 3 42.2
3 3 47.55
4 3 54.55
5 3 56.55
6 3 66.6
0 4 30.95
1 4 35
2 4 35.45
3 4 43.45
4 4 49.85
5 4 53.05
6 4 66.05
0 5 34.15
1 5 34.3
2 5 38.5
3 5 40.95
4 5 46.95
5 5 50
6 5 58.9
0 6 22.1
1 6 23.6
2 6 26.4
3 6 31.45
4 6 33.95
5 6 41.1
6 6 50
EOD
$l << EOD
0 0 50
1 0 52
2 0 56.55
3 0 57.55
4 0 69.05
5 0 65.85
6 0 77.9
0 1 48
1 1 50
2 1 52.45
3 1 56.8
4 1 64.85
5 1 65.7
6 1 76.4
0 2 43.45
1 2 47.5
2 2 49.8
3 2 55.75
4 2 64.15
5 2 61.5
6 2 73.6
0 3 39.9
1 3 40.6
2 3 42.2
3 3 47.55
4 3 54.55
5 3 56.55
6 3 66.6
0 4 30.95
1 4 35
2 4 35.45
3 4 43.45
4 4 49.85
5 4 53.05
6 4 66.05
0 5 34.15
1 5 34.3
2 5 38.5
3 5 40.95
4 5 46.95
5 5 50
6 5 58.9
0 6 22.1
1 6 23.6
2 6 26.4
3 6 31.45
4 6 33.95
5 6 41.1
6 6 50
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-greedy.png'
replot
unset output
