# tin-dragon, 4 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-tin-dragon-4-mcts-x4.svg'
set encoding utf8
set title "tin-dragon, 4 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [17.792004:26.632596]
set xrange [0.4:4.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4)
$s0 << EOD
1 23.65 21.8393 25.5617
2 24.1 22.2764 26.0229
3 20.1 18.4017 21.9129
4 20.7 18.9813 22.531
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-tin-dragon-4-mcts-x4.png'
replot
unset output
