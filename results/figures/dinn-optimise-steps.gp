# each step's best swap: its score against the field minus the current deck's (agents greedy,greedy)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-optimise.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-optimise-steps.svg'
set encoding utf8
set title "each step's best swap: its score against the field minus the current deck's\n(agents greedy,greedy)\nbars: 95% interval; accepted when it lies above 0"
set xlabel "step: the swap"
set ylabel "paired score difference (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [0.2486:7.1382]
set xrange [0.4:10.6]
set xtics ("1: Leather Buckler -> Trebuchet's Final Sword" 1, "2: Archmage Velloran -> Lancelot du Lac" 2, "3: Transmute -> Battle Cry" 3, "4: Lady of the Lake -> Percival the Pure" 4, "5: Scholar's Tome -> Sage's Lantern" 5, "6: Essence Weaver -> Cunning Duelist" 6, "7: Mirror Shield -> Round Table Shield" 7, "8: Illusionist Apprentice -> Squire Bedwyr" 8, "9: Hex Orb -> Squire's Lance" 9, "10: Mirror Witch -> Gawain the Sunlit" 10) rotate by -35
$s0 << EOD
1 4.5093 3.9924 5.0261
2 6.0474 5.4565 6.6382
3 2.749 2.3532 3.1449
4 2.8296 2.2899 3.3693
5 2.2974 1.9239 2.6708
6 3.3374 2.7482 3.9266
7 2.3022 1.8231 2.7814
8 1.936 1.3899 2.4822
9 1.9897 1.5282 2.4513
10 1.3013 0.7486 1.8539
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "accepted"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-optimise-steps.png'
replot
unset output
