# dynamite, 8 players: win rate by seat
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-8-mcts-x8.svg'
set encoding utf8
set title "dynamite, 8 players: win rate by seat\nbars: 95% interval (Wilson)"
set xlabel "seat"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [10.0061:15.7767]
set xrange [0.4:8.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5, "6" 6, "7" 7, "8" 8) rotate by -35
$s0 << EOD
1 11.85 10.5061 13.3401
2 12.05 10.6955 13.55
3 12.4 11.0272 13.9169
4 12.05 10.6955 13.55
5 12.15 10.7903 13.6549
6 13.7 12.2625 15.2767
7 13.1 11.6918 14.6497
8 12.7 11.3119 14.2312
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-seat-dynamite-8-mcts-x8.png'
replot
unset output
