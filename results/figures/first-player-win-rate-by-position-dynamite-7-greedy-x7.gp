# dynamite, 7 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-greedy-x7.svg'
set encoding utf8
set title "dynamite, 7 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [12.8397:15.6981]
set xrange [0.4:7.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7) rotate by -35
$s0 << EOD
1 14.2357 13.7584 14.7268
2 14.1757 13.6993 14.666
3 14.7006 14.2167 15.1981
4 14.0608 13.586 14.5494
5 14.4557 13.9752 14.9498
6 14.5606 14.0787 15.0562
7 13.8109 13.3397 14.2959
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-7-greedy-x7.png'
replot
unset output
