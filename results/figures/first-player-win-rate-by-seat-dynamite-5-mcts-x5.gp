# dynamite, 5 players: win rate by seat
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-5-mcts-x5.svg'
set encoding utf8
set title "dynamite, 5 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [16.7926:23.4942]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 20.25 18.5466 22.0675
2 19.8 18.1122 21.6036
3 19.85 18.1604 21.6552
4 18.95 17.2926 20.7265
5 21.15 19.4164 22.9942
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-5-mcts-x5.png'
replot
unset output
