# dynamite, 5 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-5-greedy-x5.svg'
set encoding utf8
set title "dynamite, 5 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [18.2787:22.0195]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 20.95 20.3916 21.5195
2 19.32 18.7787 19.873
3 19.89 19.3426 20.449
4 19.825 19.2783 20.3833
5 20.015 19.4663 20.5753
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-5-greedy-x5.png'
replot
unset output
