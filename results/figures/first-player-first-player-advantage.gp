# first-player advantage by game and player count
# drawn by simulate eb9d9a7 (simulate plot) from /work/main/results/first-player.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/first-player-first-player-advantage.svg'
set encoding utf8
set title "first-player advantage by game and player count\nbars: 95% interval; 0: going first is worth nothing"
set xlabel "game, players"
set ylabel "first player minus the positions' mean (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-4.435212:4.898612]
set xrange [0.4:19.6]
set xtics ("dnup, 2" 1, "dnup, 3" 2, "dnup, 4" 3, "dnup, 5" 4, "djinn, 2" 5, "djinn, 3" 6, "djinn, 4" 7, "dinn, 2" 8, "dynamite, 2" 9, "dynamite, 3" 10, "dynamite, 4" 11, "dynamite, 5" 12, "dynamite, 6" 13, "dynamite, 7" 14, "dynamite, 8" 15, "tin-dragon, 2" 16, "tin-dragon, 3" 17, "tin-dragon, 4" 18, "tin-dragon, 5" 19) rotate by -35
$s0 << EOD
0.94 -0.03 -0.7229 0.6629
1.94 0.095 -0.5555 0.7519
2.94 -1.54 -2.1221 -0.9477
3.94 -1.08 -1.6168 -0.5312
4.94 -0.4425 -1.1346 0.2498
5.94 -0.55 -1.198 0.1004
6.94 0.2925 -0.3058 0.8956
7.94 -2.1375 -2.8293 -1.4449
8.94 0.525 -0.1679 1.2177
9.94 0.54 -0.1128 1.1989
10.94 0.81 0.2082 1.4211
11.94 0.995 0.4362 1.565
12.94 0.5249 0.0083 1.054
13.94 -0.05 -0.5273 0.4411
14.94 0.37 -0.087 0.8412
15.94 1.085 0.4079 1.7617
16.94 1.5133 0.8793 2.1491
17.94 1.1525 0.5763 1.7335
18.94 1.402 0.8697 1.9412
EOD
$s1 << EOD
1.06 0 -2.2205 2.2205
2.06 -0.3498 -2.3755 1.741
3.06 -2 -3.7915 -0.1049
4.06 -0.85 -2.5147 0.933
5.06 0.825 -1.3638 3.0107
6.06 -0.3665 -2.4014 1.6913
7.06 0.45 -1.4216 2.3684
8.06 -0.275 -2.4565 1.9076
9.06 0.25 -1.9397 2.4387
10.06 0 -2.0318 2.0957
11.06 1.15 -0.7289 3.1204
12.06 0.25 -1.4534 2.0675
13.06 0 -1.5676 1.6951
14.06 1.4985 -0.0329 3.1609
15.06 0 -1.3779 1.5217
16.06 1.95 -0.1992 4.0918
17.06 0.9329 -1.0538 2.9405
18.06 2.375 0.5386 4.2549
19.06 0.4 -1.1967 2.0695
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "greedy self-play", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts self-play"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-first-player-advantage.png'
replot
unset output
