# each deck's strength on the Elo scale under each lineup
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-ratings.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,580 noenhanced font 'Sans,13'
set output '/work/main/results/figures/dinn-decks-ratings-strength-by-lineup.svg'
set encoding utf8
set title "each deck's strength on the Elo scale under each lineup\nBradley-Terry; bars: 95% interval"
set xlabel "deck (by rank under the first lineup)"
set ylabel "strength, Elo points (0: the average deck)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [-142.593157:130.695868]
set xrange [0.4:6.6]
set xtics ("camelot" 1, "wild-hunt" 2, "infernal" 3, "elementals" 4, "court-intrigue" 5, "arcane-circle" 6) rotate by -35
$s0 << EOD
0.88 89.431992 82.779327 96.084657
1.88 65.49769 59.594028 71.401352
2.88 18.791583 12.386523 25.196642
3.88 -20.473717 -26.518226 -14.429208
4.88 -36.235597 -42.756575 -29.714618
5.88 -117.011951 -123.745638 -110.278265
EOD
$s1 << EOD
1 105.340975 98.833601 111.848349
2 -27.952935 -33.77362 -22.13225
3 47.438792 40.483037 54.394548
4 -49.965836 -55.662515 -44.269157
5 -11.712822 -17.786203 -5.639441
6 -63.148174 -69.260566 -57.035783
EOD
$s2 << EOD
1.12 99.970781 93.187206 106.754356
2.12 -36.873274 -42.874078 -30.87247
3.12 50.913321 43.909939 57.916704
4.12 -41.162094 -47.142349 -35.181839
5.12 -8.926004 -15.169577 -2.682431
6.12 -63.922731 -70.129866 -57.715595
EOD
plot $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "lineup 1, agents greedy,greedy", \
     $s1 using 1:2:3:4 with yerrorbars lc 2 pt 7 ps 0.9 lw 1.2 title "lineup 2, agents mcts,mcts", \
     $s2 using 1:2:3:4 with yerrorbars lc 3 pt 7 ps 0.9 lw 1.2 title "lineup 3, agents mcts:iters=400,mcts:iters=400"
set terminal pngcairo size 960,580 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-ratings-strength-by-lineup.png'
replot
unset output
