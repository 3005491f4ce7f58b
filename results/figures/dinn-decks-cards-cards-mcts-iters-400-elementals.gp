# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck elementals)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-elementals.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 3, agents mcts:iters=400,mcts:iters=400, deck elementals)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-5.740264:14.296764]
set yrange [36.6:0.4]
set ytics ("Release Essence" 1, "Essence Prism" 2, "Ancestral Spirits" 3, "Tidal Trident" 4, "Essence Weaver" 5, "Avatar of Storms" 6, "Sidestep" 7, "Wyrmfire Gland" 8, "Rusty Dagger" 9, "Living Bark" 10, "Traveler's Pack" 11, "Elder Wyrm" 12, "Kindle" 13, "Leather Buckler" 14, "Last Stand" 15, "Thunderbird" 16, "Essence Shard" 17, "Sky Strike" 18, "Lady of the Lake" 19, "Second Wind" 20, "Ember Crown" 21, "Overgrowth" 22, "Gawain the Sunlit" 23, "Tidecaller" 24, "Ebb and Flow" 25, "Quick Thinking" 26, "Salamander" 27, "Wooden Club" 28, "Ancient Treant" 29, "Feathered Cloak" 30, "Storm Amulet" 31, "Feint" 32, "Phoenix Empress" 33, "Healing Spring" 34, "Ember Sprite" 35, "Verdant Dryad" 36)
$s0 << EOD
1 11.1555 9.3961 12.9149
2 10.7414 8.9547 12.5282
3 10.5399 8.8006 12.2793
4 9.1622 7.4095 10.9148
5 8.5845 6.8462 10.3228
6 8.5263 6.722 10.3306
7 7.8957 6.1702 9.6211
8 7.8193 6.0377 9.601
9 7.6437 5.8656 9.4217
10 7.1349 5.4195 8.8504
11 7.0678 5.253 8.8825
12 7.0634 5.3117 8.815
13 6.716 4.938 8.494
14 6.6133 4.8493 8.3773
15 6.5621 4.7772 8.347
16 6.1856 4.3933 7.9779
17 6.1344 4.404 7.8649
18 5.5297 3.7745 7.2848
19 4.9505 3.1728 6.7282
20 4.9446 3.1827 6.7066
21 4.5143 2.7387 6.29
22 3.8215 2.0941 5.5489
23 3.5459 1.7673 5.3245
24 3.5212 1.7263 5.3161
25 3.3671 1.612 5.1221
26 3.2636 1.5045 5.0226
27 3.1678 1.4385 4.897
28 2.9505 1.1464 4.7546
29 2.299 0.4954 4.1026
30 2.2598 0.4799 4.0396
31 2.2459 0.4973 3.9944
32 2.0833 0.3391 3.8276
33 1.9413 0.1794 3.7032
34 1.527 -0.2364 3.2905
35 1.395 -0.3508 3.1409
36 -2.6451 -4.3584 -0.9319
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-elementals.png'
replot
unset output
