# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck elementals)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-elementals.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 1, agents greedy,greedy, deck elementals)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-8.096912:14.652312]
set yrange [36.6:0.4]
set ytics ("Ancestral Spirits" 1, "Elder Wyrm" 2, "Rusty Dagger" 3, "Avatar of Storms" 4, "Tidal Trident" 5, "Essence Shard" 6, "Wyrmfire Gland" 7, "Release Essence" 8, "Ember Crown" 9, "Living Bark" 10, "Essence Weaver" 11, "Wooden Club" 12, "Essence Prism" 13, "Sky Strike" 14, "Last Stand" 15, "Traveler's Pack" 16, "Feint" 17, "Thunderbird" 18, "Salamander" 19, "Feathered Cloak" 20, "Phoenix Empress" 21, "Overgrowth" 22, "Healing Spring" 23, "Leather Buckler" 24, "Storm Amulet" 25, "Lady of the Lake" 26, "Sidestep" 27, "Quick Thinking" 28, "Kindle" 29, "Ebb and Flow" 30, "Tidecaller" 31, "Ember Sprite" 32, "Ancient Treant" 33, "Second Wind" 34, "Gawain the Sunlit" 35, "Verdant Dryad" 36)
$s0 << EOD
1 11.3041 9.5248 13.0834
2 10.3331 8.5871 12.0791
3 9.5705 7.7979 11.3432
4 9.2353 7.5132 10.9574
5 8.7857 7.0241 10.5473
6 8.0466 6.3031 9.79
7 6.9897 5.2231 8.7563
8 6.743 4.9528 8.5331
9 6.6962 4.9412 8.4512
10 6.5465 4.8041 8.2888
11 6.1169 4.37 7.8638
12 4.9006 3.1222 6.679
13 4.8048 3.035 6.5746
14 4.7445 2.9783 6.5108
15 4.0256 2.2743 5.777
16 4.003 2.2637 5.7423
17 3.9674 2.1734 5.7615
18 3.611 1.8293 5.3927
19 3.2843 1.5425 5.0262
20 2.79 1.0436 4.5364
21 2.681 0.9203 4.4418
22 2.0198 0.2774 3.7622
23 1.7065 -0.0746 3.4876
24 1.6683 -0.0904 3.4269
25 1.5217 -0.207 3.2503
26 1.0771 -0.6852 2.8394
27 0.8692 -0.8915 2.6299
28 0.4347 -1.3587 2.2281
29 -0.0836 -1.8303 1.6631
30 -0.3824 -2.1481 1.3833
31 -0.569 -2.3108 1.1729
32 -0.8494 -2.6339 0.9351
33 -1.219 -2.9901 0.5521
34 -1.2305 -2.9828 0.5219
35 -1.9207 -3.7297 -0.1116
36 -4.7997 -6.528 -3.0714
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-elementals.png'
replot
unset output
