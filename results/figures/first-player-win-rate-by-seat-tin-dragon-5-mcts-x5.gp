# tin-dragon, 5 players: win rate by seat
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-tin-dragon-5-mcts-x5.svg'
set encoding utf8
set title "tin-dragon, 5 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [14.1503:20.9166]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 16.2 14.6503 17.8793
2 18.2 16.5705 19.9514
3 18.65 17.0036 20.4166
4 17.2 15.6094 18.9164
5 17.55 15.9455 19.2789
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-tin-dragon-5-mcts-x5.png'
replot
unset output
