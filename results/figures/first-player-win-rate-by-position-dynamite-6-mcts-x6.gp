# dynamite, 6 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-6-mcts-x6.svg'
set encoding utf8
set title "dynamite, 6 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [13.4521:20.2572]
set xrange [0.4:6.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6)
$s0 << EOD
1 15.4691 13.9521 17.1182
2 15.7186 14.1908 17.3775
3 17.2156 15.6258 18.9308
4 17.3653 15.7696 19.0858
5 18.014 16.3931 19.7572
6 16.2176 14.6686 17.8958
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-6-mcts-x6.png'
replot
unset output
