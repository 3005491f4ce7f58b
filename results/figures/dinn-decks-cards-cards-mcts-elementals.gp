# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck elementals)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-5.671712:13.980312]
set yrange [36.6:0.4]
set ytics ("Tidal Trident" 1, "Ancestral Spirits" 2, "Release Essence" 3, "Essence Weaver" 4, "Essence Prism" 5, "Rusty Dagger" 6, "Avatar of Storms" 7, "Sidestep" 8, "Living Bark" 9, "Elder Wyrm" 10, "Sky Strike" 11, "Wyrmfire Gland" 12, "Essence Shard" 13, "Kindle" 14, "Ember Crown" 15, "Leather Buckler" 16, "Traveler's Pack" 17, "Thunderbird" 18, "Lady of the Lake" 19, "Last Stand" 20, "Wooden Club" 21, "Second Wind" 22, "Salamander" 23, "Quick Thinking" 24, "Gawain the Sunlit" 25, "Feathered Cloak" 26, "Storm Amulet" 27, "Ebb and Flow" 28, "Overgrowth" 29, "Feint" 30, "Healing Spring" 31, "Tidecaller" 32, "Ancient Treant" 33, "Ember Sprite" 34, "Phoenix Empress" 35, "Verdant Dryad" 36)
$s0 << EOD
1 10.9036 9.1821 12.625
2 9.8569 8.2194 11.4944
3 9.6297 7.913 11.3463
4 9.4084 7.7417 11.0752
5 9.146 7.4493 10.8428
6 8.8887 7.1701 10.6073
7 8.8869 7.1546 10.6192
8 8.0138 6.3384 9.6892
9 7.6184 5.9155 9.3213
10 7.1632 5.4406 8.8858
11 6.8699 5.1737 8.5662
12 6.8325 5.1179 8.5471
13 6.8077 5.1229 8.4925
14 6.4838 4.8076 8.1601
15 5.9059 4.2017 7.6101
16 5.8232 4.1214 7.525
17 5.7052 3.9841 7.4262
18 5.4044 3.7006 7.1082
19 4.8067 3.1157 6.4977
20 4.5799 2.8638 6.296
21 4.2331 2.5471 5.9192
22 3.8614 2.1742 5.5486
23 3.6427 1.9037 5.3817
24 3.4315 1.7146 5.1484
25 3.2175 1.4722 4.9628
26 2.4692 0.7833 4.1551
27 2.4135 0.7005 4.1265
28 2.4049 0.7189 4.0909
29 2.3671 0.6812 4.053
30 2.2366 0.5078 3.9653
31 2.0233 0.2994 3.7472
32 1.7719 0.0857 3.4581
33 1.4111 -0.3319 3.1542
34 1.2147 -0.4617 2.891
35 0.8673 -0.8526 2.5871
36 -2.6036 -4.3164 -0.8907
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-elementals.png'
replot
unset output
