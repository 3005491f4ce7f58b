# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck wild-hunt)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-12.419656:10.714456]
set yrange [36.6:0.4]
set ytics ("Beast Totem" 1, "Alpha's Collar" 2, "Elder Wyrm" 3, "Hunting Falcon" 4, "Rusty Dagger" 5, "Iron Fangs" 6, "Pounce" 7, "Pack Tactics" 8, "Sky Strike" 9, "Wooden Club" 10, "Dragon-Knight Aurelia" 11, "Feint" 12, "Razor Talons" 13, "Longbow of Sherwood" 14, "Dragonhide" 15, "Primal Roar" 16, "Wyrmfire Gland" 17, "Salamander" 18, "Chimera" 19, "Feathered Cloak" 20, "Last Stand" 21, "Alpha Dire Wolf" 22, "Traveler's Pack" 23, "Bloodlust" 24, "Thunderbird" 25, "Shed Skin" 26, "Great Bear of the North" 27, "Victory Feast" 28, "Sidestep" 29, "Cave Viper" 30, "Leather Buckler" 31, "Take Flight" 32, "Quick Thinking" 33, "Plague Rat Swarm" 34, "Giant Tortoise" 35, "Pack Jackal" 36)
$s0 << EOD
1 7.3875 5.656 9.119
2 6.1427 4.3942 7.8911
3 5.3421 3.6819 7.0024
4 3.9557 2.2253 5.6861
5 3.6398 1.9535 5.3261
6 2.2711 0.5804 3.9619
7 1.5537 -0.157 3.2645
8 1.4572 -0.2884 3.2027
9 1.1439 -0.613 2.9008
10 0.6789 -1.079 2.4367
11 0.5772 -1.1519 2.3062
12 0.2514 -1.4991 2.0019
13 0.1864 -1.5491 1.9219
14 0.1764 -1.5573 1.9101
15 0.1571 -1.578 1.8922
16 -0.5739 -2.3477 1.1999
17 -1.0111 -2.7464 0.7242
18 -1.3759 -3.1454 0.3936
19 -1.5692 -3.3006 0.1622
20 -1.9361 -3.6683 -0.204
21 -2.0752 -3.8235 -0.3269
22 -2.5791 -4.3071 -0.8511
23 -3.0014 -4.7892 -1.2135
24 -3.3049 -5.0613 -1.5484
25 -3.752 -5.51 -1.9941
26 -3.9918 -5.7648 -2.2189
27 -4.0238 -5.7644 -2.2833
28 -4.4238 -6.1897 -2.6578
29 -4.7322 -6.4717 -2.9927
30 -4.9683 -6.6982 -3.2384
31 -5.0604 -6.7869 -3.3339
32 -5.5599 -7.337 -3.7828
33 -6.4949 -8.2361 -4.7537
34 -7.0754 -8.7763 -5.3746
35 -8.0746 -9.7966 -6.3526
36 -9.1184 -10.8242 -7.4127
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-wild-hunt.png'
replot
unset output
