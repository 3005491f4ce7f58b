# each step's best swap: its score against the field minus the current deck's (agents greedy,greedy)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-optimise.csv
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
set yrange [0.5112:6.1842]
set xrange [0.4:10.6]
set xtics ("1: Archmage Velloran -> Lancelot du Lac" 1, "2: Leather Buckler -> Trebuchet's Final Sword" 2, "3: Foresight -> Battle Cry" 3, "4: Illusionist Apprentice -> Percival the Pure" 4, "5: Scholar's Tome -> Sage's Lantern" 5, "6: Essence Weaver -> Cunning Duelist" 6, "7: Mirror Shield -> Round Table Shield" 7, "8: Mirror Image -> Feint" 8, "9: Mind Twist -> Inspiration" 9, "10: Mirror Witch -> Young Tactician" 10) rotate by -35
$s0 << EOD
1 4.6606 4.134 5.1873
2 5.1538 4.6234 5.6842
3 3.1152 2.7141 3.5164
4 3.4644 2.9979 3.9309
5 2.6758 2.3141 3.0374
6 3.7231 3.1766 4.2697
7 2.8223 2.3563 3.2883
8 1.7627 1.3441 2.1813
9 1.3428 1.0112 1.6743
10 1.7798 1.34 2.2195
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "accepted"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-optimise-steps.png'
replot
unset output
