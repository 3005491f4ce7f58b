# dynamite, 5 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-5-mcts-x5.svg'
set encoding utf8
set title "dynamite, 5 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [16.2629:23.2369]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 19.65 17.9674 21.4489
2 20.4 18.6915 22.222
3 18.4 16.7629 20.1582
4 20.65 18.933 22.4795
5 20.9 19.1747 22.7369
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-5-mcts-x5.png'
replot
unset output
