# dynamite, 7 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-7-mcts-x7.svg'
set encoding utf8
set title "dynamite, 7 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [11.3699:17.8428]
set xrange [0.4:7.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7) rotate by -35
$s0 << EOD
1 13.2867 11.8699 14.8441
2 15.6843 14.1573 17.3428
3 14.7852 13.2978 16.4075
4 13.8861 12.4404 15.4702
5 14.3357 12.8689 15.9391
6 13.6863 12.2501 15.2616
7 14.3357 12.8689 15.9391
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-7-mcts-x7.png'
replot
unset output
