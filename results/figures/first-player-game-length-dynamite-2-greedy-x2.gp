# dynamite, 2 players: moves per game
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-game-length-dynamite-2-greedy-x2.svg'
set encoding utf8
set title "dynamite, 2 players: moves per game\nthe 10th, 50th and 90th percentiles"
set xlabel "moves per game"
set ylabel "share of games with at most this many moves (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [0:100]
set xrange [7.35:87.65]
$s0 << EOD
11 10 10 10
31 50 50 50
84 90 90 90
EOD
plot $s0 using 1:2 with linespoints lc 1 dt 1 lw 1.5 pt 7 ps 0.9 title "all games (mean 40.9)"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-game-length-dynamite-2-greedy-x2.png'
replot
unset output
