# win rate of the row's deck against the column's, both seat orders (lineup 2, agents mcts,mcts)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-check.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 850,650 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts.svg'
set encoding utf8
set title "win rate of the row's deck against the column's, both seat orders\n(lineup 2, agents mcts,mcts)"
set xlabel "opponent"
set ylabel "deck"
set xrange [-0.5:6.5]
set yrange [6.5:-0.5]
set cbrange [0:100]
set palette defined (0 '#F8696B', 50 '#FFFFFF', 100 '#63BE7B')
set cblabel 'win rate (%)'
set tics nomirror out
set xtics rotate by -35 ("camelot" 0, "arcane-circle-optimised" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6)
set ytics ("camelot" 0, "arcane-circle-optimised" 1, "infernal" 2, "court-intrigue" 3, "wild-hunt" 4, "elementals" 5, "arcane-circle" 6)
$m << EOD
0 0 49.85
1 0 58.4
2 0 55.25
3 0 67.65
4 0 66.2
5 0 68.35
6 0 70.65
0 1 41.5
1 1 50
2 1 50.45
3 1 57.55
4 1 65.9
5 1 67.35
6 1 68.35
0 2 42.4
1 2 47.9
2 2 48.7
3 2 55.6
4 2 60.2
5 2 63.15
6 2 64.6
0 3 32.35
1 3 42.45
2 3 43.1
3 3 50
4 3 51.5
5 3 54.3
6 3 56.4
0 4 33.4
1 4 33.95
2 4 37.9
3 4 48.5
4 4 49.25
5 4 50.9
6 4 54.3
0 5 31.45
1 5 32.55
2 5 35.6
3 5 45.7
4 5 46.95
5 5 48.45
6 5 50.7
0 6 29.25
1 6 31.65
2 6 33.3
3 6 43.6
4 6 45.65
5 6 49.2
6 6 50
EOD
$l << EOD
0 0 49.85
1 0 58.4
2 0 55.25
3 0 67.65
4 0 66.2
5 0 68.35
6 0 70.65
0 1 41.5
1 1 50
2 1 50.45
3 1 57.55
4 1 65.9
5 1 67.35
6 1 68.35
0 2 42.4
1 2 47.9
2 2 48.7
3 2 55.6
4 2 60.2
5 2 63.15
6 2 64.6
0 3 32.35
1 3 42.45
2 3 43.1
3 3 50
4 3 51.5
5 3 54.3
6 3 56.4
0 4 33.4
1 4 33.95
2 4 37.9
3 4 48.5
4 4 49.25
5 4 50.9
6 4 54.3
0 5 31.45
1 5 32.55
2 5 35.6
3 5 45.7
4 5 46.95
5 5 48.45
6 5 50.7
0 6 29.25
1 6 31.65
2 6 33.3
3 6 43.6
4 6 45.65
5 6 49.2
6 6 50
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts.png'
replot
unset output
