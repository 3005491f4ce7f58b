# dnup, 5 players: win rate by turn position
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dnup-5-mcts-x5.svg'
set encoding utf8
set title "dnup, 5 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [16.9853:23.2369]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 19.15 17.4853 20.933
2 20.5 18.7881 22.325
3 20.1 18.4017 21.9129
4 19.35 17.6781 21.1394
5 20.9 19.1747 22.7369
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dnup-5-mcts-x5.png'
replot
unset output
