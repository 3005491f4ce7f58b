# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck wild-hunt)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-wild-hunt.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 1, agents greedy,greedy, deck wild-hunt)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-11.290224:9.369724]
set yrange [36.6:0.4]
set ytics ("Alpha's Collar" 1, "Beast Totem" 2, "Elder Wyrm" 3, "Hunting Falcon" 4, "Rusty Dagger" 5, "Iron Fangs" 6, "Pounce" 7, "Longbow of Sherwood" 8, "Dragonhide" 9, "Sky Strike" 10, "Razor Talons" 11, "Dragon-Knight Aurelia" 12, "Wyrmfire Gland" 13, "Pack Tactics" 14, "Primal Roar" 15, "Wooden Club" 16, "Alpha Dire Wolf" 17, "Feint" 18, "Bloodlust" 19, "Chimera" 20, "Feathered Cloak" 21, "Salamander" 22, "Traveler's Pack" 23, "Last Stand" 24, "Great Bear of the North" 25, "Thunderbird" 26, "Shed Skin" 27, "Leather Buckler" 28, "Cave Viper" 29, "Victory Feast" 30, "Sidestep" 31, "Quick Thinking" 32, "Take Flight" 33, "Plague Rat Swarm" 34, "Giant Tortoise" 35, "Pack Jackal" 36)
$s0 << EOD
1 6.282 4.619 7.9449
2 5.8075 4.1366 7.4784
3 5.7414 4.0818 7.4011
4 3.8502 2.166 5.5344
5 2.9985 1.3424 4.6546
6 2.6708 0.9573 4.3844
7 2.1229 0.4231 3.8227
8 1.015 -0.7097 2.7398
9 0.5851 -1.1164 2.2866
10 0.5403 -1.1545 2.2352
11 0.4929 -1.1942 2.18
12 0.3121 -1.3879 2.0121
13 0.2621 -1.4081 1.9323
14 0.2265 -1.4535 1.9065
15 0.0451 -1.689 1.7791
16 -0.4715 -2.1777 1.2347
17 -1.1013 -2.8154 0.6128
18 -1.2318 -2.9626 0.499
19 -1.9645 -3.7096 -0.2194
20 -2.0609 -3.7284 -0.3935
21 -2.0834 -3.8199 -0.3468
22 -2.309 -3.9849 -0.6332
23 -2.5446 -4.2341 -0.8552
24 -2.7338 -4.4307 -1.0369
25 -2.9018 -4.5959 -1.2078
26 -3.1928 -4.9113 -1.4743
27 -4.1191 -5.8636 -2.3747
28 -4.1484 -5.8492 -2.4475
29 -4.2208 -5.8951 -2.5465
30 -4.4124 -6.127 -2.6978
31 -4.4548 -6.1584 -2.7511
32 -5.3869 -7.0778 -3.696
33 -5.3935 -7.1024 -3.6847
34 -6.4086 -8.1018 -4.7155
35 -6.9792 -8.6729 -5.2854
36 -8.1799 -9.8654 -6.4943
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-wild-hunt.png'
replot
unset output
