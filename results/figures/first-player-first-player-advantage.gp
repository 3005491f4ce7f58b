# first-player advantage by game and player count
# drawn by simulate ab6caf5 (simulate plot) from /work/main/results/first-player.csv
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
set yrange [-6.094684:6.549084]
set xrange [0.4:19.6]
set xtics ("dnup, 2" 1, "dnup, 3" 2, "dnup, 4" 3, "dnup, 5" 4, "djinn, 2" 5, "djinn, 3" 6, "djinn, 4" 7, "dinn, 2" 8, "dynamite, 2" 9, "dynamite, 3" 10, "dynamite, 4" 11, "dynamite, 5" 12, "dynamite, 6" 13, "dynamite, 7" 14, "dynamite, 8" 15, "tin-dragon, 2" 16, "tin-dragon, 3" 17, "tin-dragon, 4" 18, "tin-dragon, 5" 19) rotate by -35
$s0 << EOD
0.94 -0.03 -0.7229 0.6629
1.94 0.095 -0.5555 0.7519
2.94 -1.54 -2.1221 -0.9477
3.94 -1.08 -1.6168 -0.5312
4.94 -0.24 -0.932 0.4521
5.94 -0.9316 -1.5775 -0.2833
6.94 -0.21 -0.804 0.3889
7.94 -2.1375 -2.8293 -1.4449
8.94 0.555 -0.1379 1.2477
9.94 0.45 -0.2023 1.1085
10.94 0.825 0.2231 1.4362
11.94 0.95 0.3916 1.5195
12.94 0.5149 -0.0015 1.0439
13.94 -0.05 -0.5273 0.4411
14.94 0.31 -0.146 0.7803
15.94 1.085 0.4079 1.7617
16.94 1.5133 0.8793 2.1491
17.94 1.1525 0.5763 1.7335
18.94 1.402 0.8697 1.9412
EOD
$s1 << EOD
1.06 -0.3071 -2.5212 1.9083
2.06 -0.4498 -2.4737 1.6397
3.06 -2.3 -4.0825 -0.4128
4.06 -0.1 -1.7913 1.7067
5.06 -3.05 -5.2227 -0.8656
6.06 0.0167 -2.0254 2.0804
7.06 -0.475 -2.3204 1.4206
8.06 -0.275 -2.4565 1.9076
9.06 3.5 1.3094 5.6771
10.06 0.8496 -1.1966 2.9564
11.06 0.75 -1.1186 2.7115
12.06 -0.35 -2.0326 1.4489
13.06 -0.998 -2.5237 0.659
14.06 -0.999 -2.4158 0.5584
15.06 -0.65 -1.9939 0.8401
16.06 2.575 0.4309 4.7094
17.06 3.2984 1.2836 5.3265
18.06 1.5125 -0.2882 3.3604
19.06 0.97 -0.6533 2.6639
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "greedy self-play", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "mcts self-play"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/first-player-first-player-advantage.png'
replot
unset output
