# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck elementals)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-elementals.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 2, agents mcts,mcts, deck elementals)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-6.770888:14.348188]
set yrange [36.6:0.4]
set ytics ("Essence Prism" 1, "Release Essence" 2, "Tidal Trident" 3, "Ancestral Spirits" 4, "Essence Weaver" 5, "Avatar of Storms" 6, "Essence Shard" 7, "Wyrmfire Gland" 8, "Sidestep" 9, "Rusty Dagger" 10, "Sky Strike" 11, "Last Stand" 12, "Elder Wyrm" 13, "Living Bark" 14, "Leather Buckler" 15, "Traveler's Pack" 16, "Thunderbird" 17, "Kindle" 18, "Ember Crown" 19, "Gawain the Sunlit" 20, "Overgrowth" 21, "Wooden Club" 22, "Ebb and Flow" 23, "Tidecaller" 24, "Lady of the Lake" 25, "Second Wind" 26, "Ember Sprite" 27, "Quick Thinking" 28, "Feathered Cloak" 29, "Feint" 30, "Healing Spring" 31, "Salamander" 32, "Storm Amulet" 33, "Phoenix Empress" 34, "Ancient Treant" 35, "Verdant Dryad" 36)
$s0 << EOD
1 11.0985 9.3054 12.8917
2 10.8951 9.1123 12.6778
3 10.2605 8.5278 11.9933
4 10.2518 8.4562 12.0475
5 10.1737 8.399 11.9484
6 9.0508 7.2522 10.8494
7 7.9356 6.1883 9.6829
8 7.7099 5.9796 9.4402
9 7.2697 5.4919 9.0476
10 7.2676 5.5417 8.9935
11 7.2271 5.4722 8.9819
12 6.7393 5.0105 8.4681
13 6.7301 4.9263 8.5339
14 6.7085 4.9432 8.4739
15 6.4735 4.7131 8.234
16 6.0945 4.2965 7.8925
17 5.5704 3.7767 7.3642
18 5.1962 3.4433 6.9491
19 4.8413 3.0818 6.6008
20 4.7209 2.9595 6.4823
21 4.31 2.555 6.065
22 3.854 2.0841 5.624
23 3.6561 1.8678 5.4444
24 3.4515 1.6956 5.2073
25 3.4015 1.6542 5.1488
26 3.1541 1.4223 4.886
27 2.9631 1.2127 4.7136
28 2.9618 1.1838 4.7399
29 2.8734 1.1072 4.6397
30 2.3006 0.563 4.0381
31 2.0899 0.373 3.8069
32 1.8156 0.0053 3.6259
33 1.5583 -0.1827 3.2992
34 0.9541 -0.7981 2.7062
35 -0.1352 -1.8601 1.5896
36 -3.6262 -5.3144 -1.938
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-elementals.png'
replot
unset output
