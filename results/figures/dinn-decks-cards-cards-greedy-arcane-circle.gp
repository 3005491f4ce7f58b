# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck arcane-circle)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-arcane-circle.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 1, agents greedy,greedy, deck arcane-circle)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-9.151716:14.959116]
set yrange [36.6:0.4]
set ytics ("Rusty Dagger" 1, "Runed Staff" 2, "Wand of Echoes" 3, "The Grand Archivist" 4, "Alchemist's Flask" 5, "Philosopher's Stone" 6, "Wooden Club" 7, "Mirror Shield" 8, "Ancient Merlin" 9, "Last Stand" 10, "Crystal Focus" 11, "Hex Orb" 12, "Traveler's Pack" 13, "Scholar's Tome" 14, "Alchemist of Brass" 15, "Brass Colossus" 16, "Runesmith" 17, "Void Seer" 18, "Arcane Insight" 19, "Archmage Velloran" 20, "Quick Thinking" 21, "Second Wind" 22, "Counterspell" 23, "Sidestep" 24, "Ward" 25, "Dispel" 26, "Mind Twist" 27, "Leather Buckler" 28, "Transmute" 29, "Mirror Image" 30, "Foresight" 31, "Lady of the Lake" 32, "Essence Weaver" 33, "Hexblade" 34, "Illusionist Apprentice" 35, "Mirror Witch" 36)
$s0 << EOD
1 11.5443 9.7924 13.2963
2 10.6479 8.9213 12.3745
3 9.6488 7.8959 11.4016
4 9.6307 7.8702 11.3912
5 9.6188 7.8267 11.4108
6 9.3649 7.6025 11.1273
7 7.7686 6.0297 9.5075
8 6.2282 4.4767 7.9797
9 5.9204 4.1383 7.7024
10 5.4735 3.768 7.1791
11 5.4293 3.6438 7.2148
12 5.1625 3.4178 6.9072
13 4.9868 3.2493 6.7242
14 4.9695 3.189 6.7499
15 4.7318 2.9775 6.486
16 4.5103 2.7502 6.2705
17 4.2702 2.5238 6.0167
18 3.9786 2.2344 5.7227
19 2.6909 0.9026 4.4793
20 1.9259 0.1041 3.7478
21 1.7985 0.0784 3.5187
22 1.5816 -0.1306 3.2938
23 1.3909 -0.3088 3.0905
24 0.7297 -1.0135 2.4729
25 0.661 -1.103 2.4249
26 0.4289 -1.2879 2.1458
27 0.3908 -1.347 2.1286
28 0.06 -1.6911 1.8112
29 -0.7452 -2.4764 0.986
30 -0.7626 -2.5132 0.9879
31 -0.8053 -2.5534 0.9428
32 -1.6149 -3.3423 0.1126
33 -3.043 -4.7888 -1.2973
34 -3.6351 -5.3841 -1.8861
35 -5.0023 -6.7122 -3.2925
36 -5.7068 -7.4889 -3.9246
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-arcane-circle.png'
replot
unset output
