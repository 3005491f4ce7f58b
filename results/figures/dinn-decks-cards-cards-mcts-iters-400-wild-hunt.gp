# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck wild-hunt)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-12.755664:9.427364]
set yrange [36.6:0.4]
set ytics ("Alpha Dire Wolf" 1, "Beast Totem" 2, "Elder Wyrm" 3, "Alpha's Collar" 4, "Primal Roar" 5, "Iron Fangs" 6, "Longbow of Sherwood" 7, "Traveler's Pack" 8, "Hunting Falcon" 9, "Wyrmfire Gland" 10, "Rusty Dagger" 11, "Leather Buckler" 12, "Pack Tactics" 13, "Pounce" 14, "Thunderbird" 15, "Great Bear of the North" 16, "Sidestep" 17, "Dragonhide" 18, "Razor Talons" 19, "Chimera" 20, "Last Stand" 21, "Sky Strike" 22, "Dragon-Knight Aurelia" 23, "Cave Viper" 24, "Salamander" 25, "Wooden Club" 26, "Quick Thinking" 27, "Bloodlust" 28, "Shed Skin" 29, "Take Flight" 30, "Feathered Cloak" 31, "Plague Rat Swarm" 32, "Feint" 33, "Victory Feast" 34, "Giant Tortoise" 35, "Pack Jackal" 36)
$s0 << EOD
1 6.135 4.3726 7.8975
2 4.3342 2.5884 6.08
3 2.4574 0.64 4.2748
4 1.8692 0.1271 3.6113
5 1.6273 -0.0932 3.3477
6 0.7157 -1.0392 2.4706
7 0.3428 -1.4406 2.1261
8 0.1144 -1.5858 1.8147
9 -0.0203 -1.749 1.7083
10 -0.0398 -1.8213 1.7416
11 -0.5957 -2.3731 1.1817
12 -0.615 -2.3742 1.1442
13 -0.6475 -2.3874 1.0924
14 -1.0489 -2.7933 0.6955
15 -1.439 -3.1759 0.2979
16 -1.6426 -3.3881 0.1029
17 -1.8049 -3.5672 -0.0427
18 -2.3875 -4.1451 -0.6298
19 -2.4604 -4.1938 -0.727
20 -2.5242 -4.2649 -0.7835
21 -2.5402 -4.2794 -0.801
22 -2.7045 -4.45 -0.959
23 -3.0756 -4.7957 -1.3555
24 -3.4733 -5.2044 -1.7423
25 -3.6844 -5.435 -1.9337
26 -3.7729 -5.518 -2.0278
27 -4.3038 -6.0602 -2.5474
28 -4.6778 -6.3837 -2.972
29 -5.1287 -6.9161 -3.3413
30 -5.1934 -6.9362 -3.4505
31 -5.306 -7.0534 -3.5586
32 -6.6346 -8.376 -4.8932
33 -6.6454 -8.3877 -4.9031
34 -6.8325 -8.5454 -5.1197
35 -9.0488 -10.7644 -7.3332
36 -9.5363 -11.2258 -7.8468
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-wild-hunt.png'
replot
unset output
