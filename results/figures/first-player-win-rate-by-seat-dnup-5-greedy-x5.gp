# dnup, 5 players: win rate by seat
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dnup-5-greedy-x5.svg'
set encoding utf8
set title "dnup, 5 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [18.5903:21.3934]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 19.735 19.1892 20.2924
2 20.11 19.5603 20.6712
3 19.635 19.0903 20.1913
4 20.33 19.778 20.8934
5 20.19 19.6394 20.752
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dnup-5-greedy-x5.png'
replot
unset output
