# dynamite, 8 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-8-greedy-x8.svg'
set encoding utf8
set title "dynamite, 8 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [11.4652:13.7803]
set xrange [0.4:8.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7, "8" 8) rotate by -35
$s0 << EOD
1 12.81 12.354 13.2803
2 12.52 12.0685 12.9859
3 12.535 12.0833 13.0011
4 12.45 11.9996 12.9148
5 12.42 11.9701 12.8843
6 12.425 11.975 12.8894
7 12.425 11.975 12.8894
8 12.415 11.9652 12.8792
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-8-greedy-x8.png'
replot
unset output
