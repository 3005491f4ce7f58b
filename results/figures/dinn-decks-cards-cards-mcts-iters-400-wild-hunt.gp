# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck wild-hunt)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-wild-hunt.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 3, agents mcts:iters=400,mcts:iters=400, deck wild-hunt)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-14.171256:9.429756]
set yrange [36.6:0.4]
set ytics ("Alpha Dire Wolf" 1, "Elder Wyrm" 2, "Beast Totem" 3, "Alpha's Collar" 4, "Primal Roar" 5, "Longbow of Sherwood" 6, "Wyrmfire Gland" 7, "Hunting Falcon" 8, "Sidestep" 9, "Traveler's Pack" 10, "Rusty Dagger" 11, "Pack Tactics" 12, "Thunderbird" 13, "Great Bear of the North" 14, "Leather Buckler" 15, "Pounce" 16, "Dragonhide" 17, "Iron Fangs" 18, "Razor Talons" 19, "Chimera" 20, "Last Stand" 21, "Dragon-Knight Aurelia" 22, "Feint" 23, "Quick Thinking" 24, "Salamander" 25, "Feathered Cloak" 26, "Sky Strike" 27, "Cave Viper" 28, "Shed Skin" 29, "Bloodlust" 30, "Wooden Club" 31, "Take Flight" 32, "Plague Rat Swarm" 33, "Victory Feast" 34, "Pack Jackal" 35, "Giant Tortoise" 36)
$s0 << EOD
1 6.0577 4.3134 7.8021
2 4.1896 2.4609 5.9183
3 3.1163 1.3966 4.8361
4 0.9783 -0.7569 2.7135
5 0.4521 -1.2937 2.1979
6 -0.3722 -2.14 1.3955
7 -0.51 -2.2558 1.2358
8 -0.5543 -2.2732 1.1646
9 -0.7007 -2.4293 1.0278
10 -0.8258 -2.5622 0.9106
11 -0.836 -2.5903 0.9184
12 -0.9015 -2.6616 0.8585
13 -1.0233 -2.763 0.7163
14 -1.1338 -2.9367 0.669
15 -1.5343 -3.3177 0.249
16 -1.8162 -3.5675 -0.0649
17 -2.0044 -3.7563 -0.2525
18 -2.2144 -3.9839 -0.4449
19 -2.354 -4.0763 -0.6318
20 -2.8249 -4.5591 -1.0907
21 -3.0215 -4.7868 -1.2562
22 -4.0115 -5.7878 -2.2352
23 -4.0784 -5.8021 -2.3547
24 -4.2327 -5.9776 -2.4878
25 -4.3014 -6.0584 -2.5445
26 -4.3775 -6.1294 -2.6255
27 -4.497 -6.221 -2.7731
28 -4.7002 -6.4384 -2.962
29 -4.9252 -6.6347 -3.2156
30 -5.2068 -7.0018 -3.4117
31 -5.5962 -7.3337 -3.8588
32 -6.4595 -8.2325 -4.6865
33 -6.9676 -8.7044 -5.2308
34 -7.9018 -9.6328 -6.1709
35 -9.6408 -11.334 -7.9477
36 -10.8095 -12.5436 -9.0755
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-wild-hunt.png'
replot
unset output
