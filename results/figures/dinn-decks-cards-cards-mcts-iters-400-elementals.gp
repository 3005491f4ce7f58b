# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck elementals)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-6.539076:14.914776]
set yrange [36.6:0.4]
set ytics ("Release Essence" 1, "Ancestral Spirits" 2, "Essence Prism" 3, "Essence Weaver" 4, "Tidal Trident" 5, "Avatar of Storms" 6, "Traveler's Pack" 7, "Sidestep" 8, "Kindle" 9, "Elder Wyrm" 10, "Rusty Dagger" 11, "Essence Shard" 12, "Sky Strike" 13, "Thunderbird" 14, "Wyrmfire Gland" 15, "Living Bark" 16, "Leather Buckler" 17, "Last Stand" 18, "Lady of the Lake" 19, "Second Wind" 20, "Tidecaller" 21, "Salamander" 22, "Ebb and Flow" 23, "Ember Crown" 24, "Overgrowth" 25, "Gawain the Sunlit" 26, "Quick Thinking" 27, "Phoenix Empress" 28, "Feathered Cloak" 29, "Wooden Club" 30, "Storm Amulet" 31, "Ember Sprite" 32, "Feint" 33, "Healing Spring" 34, "Ancient Treant" 35, "Verdant Dryad" 36)
$s0 << EOD
1 11.627 9.8189 13.4352
2 11.5914 9.8166 13.3662
3 10.1823 8.3662 11.9983
4 9.2813 7.5417 11.0208
5 8.9734 7.189 10.7577
6 8.8236 6.9874 10.6597
7 7.8158 6.0368 9.5947
8 7.6 5.8208 9.3791
9 7.5478 5.7761 9.3195
10 7.5412 5.75 9.3323
11 7.1125 5.3149 8.9101
12 6.903 5.1698 8.6361
13 6.4455 4.6681 8.2229
14 6.1311 4.3159 7.9463
15 5.833 4.0587 7.6073
16 5.6963 3.9063 7.4863
17 5.6929 3.9401 7.4458
18 5.6907 3.8947 7.4866
19 5.2688 3.4891 7.0485
20 4.8005 2.9994 6.6015
21 4.2406 2.4257 6.0554
22 4.045 2.2677 5.8223
23 3.9483 2.1366 5.76
24 3.9048 2.1136 5.6961
25 3.6803 1.91 5.4507
26 3.277 1.4698 5.0842
27 3.2148 1.4315 4.998
28 2.6979 0.9305 4.4653
29 2.3873 0.6158 4.1589
30 2.2785 0.5031 4.0538
31 2.1022 0.2897 3.9146
32 1.893 0.1472 3.6387
33 1.8779 0.102 3.6537
34 1.6419 -0.1208 3.4047
35 1.0683 -0.7278 2.8644
36 -3.3082 -5.0595 -1.557
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-elementals.png'
replot
unset output
