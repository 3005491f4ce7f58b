# dynamite, 6 players: win rate by turn position
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-6-mcts-x6.svg'
set encoding utf8
set title "dynamite, 6 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [14.1208:20.0507]
set xrange [0.4:6.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6)
$s0 << EOD
1 16.6667 15.0991 18.3618
2 17.8144 16.2012 19.5507
3 16.4172 14.8599 18.103
4 16.6168 15.0512 18.31
5 16.3174 14.7642 17.9994
6 16.1677 14.6208 17.844
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-6-mcts-x6.png'
replot
unset output
