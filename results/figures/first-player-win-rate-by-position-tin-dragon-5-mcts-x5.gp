# tin-dragon, 5 players: win rate by turn position
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-win-rate-by-position-tin-dragon-5-mcts-x5.svg'
set encoding utf8
set title "tin-dragon, 5 players: win rate by turn position\nbars: 95% interval (Wilson)"
set xlabel "turn position (1: the first to play)"
set ylabel "win rate (%)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yrange [13.3367:20.3997]
set xrange [0.4:5.6]
set xtics ("1" 1, "2" 2, "3" 3, "4" 4, "5" 5)
$s0 << EOD
1 18.15 16.5224 19.8997
2 18 16.3781 19.7446
3 17.75 16.1377 19.4859
4 16.65 15.0816 18.3463
5 15.35 13.8367 16.9961
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "all agents"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-win-rate-by-position-tin-dragon-5-mcts-x5.png'
replot
unset output
