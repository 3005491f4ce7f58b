# dynamite, 6 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-6-greedy-x6.svg'
set encoding utf8
set title "dynamite, 6 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [15.2075:18.2207]
set xrange [0.4:6.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6)
$s0 << EOD
1 17.1916 16.675 17.7207
2 16.6967 16.1862 17.2199
3 16.2917 15.7865 16.81
4 16.5867 16.0777 17.1085
5 16.2118 15.7075 16.729
6 17.0216 16.5071 17.5487
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-dynamite-6-greedy-x6.png'
replot
unset output
