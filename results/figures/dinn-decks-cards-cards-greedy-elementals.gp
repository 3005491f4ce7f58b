# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck elementals)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-7.852096:14.885296]
set yrange [36.6:0.4]
set ytics ("Ancestral Spirits" 1, "Rusty Dagger" 2, "Tidal Trident" 3, "Elder Wyrm" 4, "Avatar of Storms" 5, "Essence Shard" 6, "Essence Weaver" 7, "Release Essence" 8, "Wooden Club" 9, "Wyrmfire Gland" 10, "Ember Crown" 11, "Living Bark" 12, "Essence Prism" 13, "Sky Strike" 14, "Salamander" 15, "Traveler's Pack" 16, "Feathered Cloak" 17, "Feint" 18, "Last Stand" 19, "Thunderbird" 20, "Phoenix Empress" 21, "Healing Spring" 22, "Sidestep" 23, "Lady of the Lake" 24, "Overgrowth" 25, "Second Wind" 26, "Quick Thinking" 27, "Leather Buckler" 28, "Storm Amulet" 29, "Ancient Treant" 30, "Ebb and Flow" 31, "Tidecaller" 32, "Kindle" 33, "Ember Sprite" 34, "Gawain the Sunlit" 35, "Verdant Dryad" 36)
$s0 << EOD
1 11.5262 9.7352 13.3172
2 9.9756 8.201 11.7502
3 9.6286 7.8994 11.3577
4 9.3202 7.5608 11.0796
5 8.7675 6.9942 10.5408
6 7.8243 6.0694 9.5793
7 6.7107 4.954 8.4675
8 6.5531 4.7452 8.3609
9 5.8605 4.1057 7.6153
10 5.8073 4.0476 7.5671
11 5.2709 3.5291 7.0127
12 5.2421 3.4573 7.027
13 4.9834 3.2211 6.7458
14 4.7163 2.9476 6.485
15 3.7012 1.9109 5.4914
16 3.6546 1.8752 5.434
17 3.4204 1.6383 5.2025
18 3.3312 1.5452 5.1171
19 3.3148 1.523 5.1067
20 3.2482 1.4236 5.0728
21 3.1544 1.3681 4.9407
22 2.2919 0.5255 4.0584
23 1.5294 -0.2611 3.32
24 1.4793 -0.3112 3.2698
25 0.9974 -0.7907 2.7855
26 0.9103 -0.8847 2.7053
27 0.5931 -1.199 2.3851
28 0.4411 -1.321 2.2032
29 0.0172 -1.76 1.7945
30 -0.5169 -2.3131 1.2792
31 -0.6532 -2.4178 1.1114
32 -1.0871 -2.8586 0.6844
33 -1.3968 -3.1604 0.3668
34 -2.2307 -4.0065 -0.4549
35 -3.3319 -5.0731 -1.5906
36 -4.5519 -6.284 -2.8199
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-elementals.png'
replot
unset output
