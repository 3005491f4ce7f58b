# dynamite, 8 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-mcts-x8.svg'
set encoding utf8
set title "dynamite, 8 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [9.8169:15.9855]
set xrange [0.4:8.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7, "8" 8) rotate by -35
$s0 << EOD
1 11.65 10.3169 13.1301
2 12.25 10.885 13.7597
3 12.65 11.2644 14.1788
4 12.4 11.0272 13.9169
5 11.85 10.5061 13.3401
6 13.9 12.4529 15.4855
7 13.25 11.8344 14.8066
8 12.05 10.6955 13.55
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-8-mcts-x8.png'
replot
unset output
