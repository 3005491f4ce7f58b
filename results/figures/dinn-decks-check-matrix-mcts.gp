# win rate of the row's deck against the column's, both seat orders (lineup 2, agents mcts,mcts)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-check.csv
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
0 0 49.8
1 0 54.75
2 0 54.55
3 0 66
4 0 67.85
5 0 69.35
6 0 70.9
0 1 45.25
1 1 50
2 1 48
3 1 56.45
4 1 66.25
5 1 68.55
6 1 66.35
0 2 43.95
1 2 50.5
2 2 48.6
3 2 56.4
4 2 61.3
5 2 62.2
6 2 63.55
0 3 34
1 3 43.55
2 3 42.3
3 3 50
4 3 53.9
5 3 53.5
6 3 57.15
0 4 31.8
1 4 33.7
2 4 36.45
3 4 46
4 4 49.2
5 4 52
6 4 53.35
0 5 30.2
1 5 31.4
2 5 36.85
3 5 46.45
4 5 45.95
5 5 48.15
6 5 48.5
0 6 29.1
1 6 33.6
2 6 34.45
3 6 42.8
4 6 46.45
5 6 51.3
6 6 50
EOD
$l << EOD
0 0 49.8
1 0 54.75
2 0 54.55
3 0 66
4 0 67.85
5 0 69.35
6 0 70.9
0 1 45.25
1 1 50
2 1 48
3 1 56.45
4 1 66.25
5 1 68.55
6 1 66.35
0 2 43.95
1 2 50.5
2 2 48.6
3 2 56.4
4 2 61.3
5 2 62.2
6 2 63.55
0 3 34
1 3 43.55
2 3 42.3
3 3 50
4 3 53.9
5 3 53.5
6 3 57.15
0 4 31.8
1 4 33.7
2 4 36.45
3 4 46
4 4 49.2
5 4 52
6 4 53.35
0 5 30.2
1 5 31.4
2 5 36.85
3 5 46.45
4 5 45.95
5 5 48.15
6 5 48.5
0 6 29.1
1 6 33.6
2 6 34.45
3 6 42.8
4 6 46.45
5 6 51.3
6 6 50
EOD
plot $m using 1:2:3 with image notitle, \
     $l using 1:2:(sprintf('%.0f', $3)) with labels notitle
set terminal pngcairo size 850,650 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-check-matrix-mcts.png'
replot
unset output
