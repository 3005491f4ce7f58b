# dynamite, 6 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-6-greedy-x6.svg'
set encoding utf8
set title "dynamite, 6 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [15.2026:18.2106]
set xrange [0.4:6.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6)
$s0 << EOD
1 17.1816 16.6651 17.7106
2 16.7167 16.206 17.2401
3 16.2817 15.7766 16.7998
4 16.6217 16.1122 17.144
5 16.2068 15.7026 16.7239
6 16.9916 16.4775 17.5184
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-6-greedy-x6.png'
replot
unset output
