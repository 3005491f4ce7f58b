# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck arcane-circle)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-arcane-circle.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 3, agents mcts:iters=400,mcts:iters=400, deck arcane-circle)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-7.121612:15.207112]
set yrange [36.6:0.4]
set ytics ("Alchemist of Brass" 1, "The Grand Archivist" 2, "Philosopher's Stone" 3, "Rusty Dagger" 4, "Last Stand" 5, "Runed Staff" 6, "Alchemist's Flask" 7, "Crystal Focus" 8, "Leather Buckler" 9, "Traveler's Pack" 10, "Sidestep" 11, "Arcane Insight" 12, "Scholar's Tome" 13, "Wand of Echoes" 14, "Ward" 15, "Runesmith" 16, "Brass Colossus" 17, "Wooden Club" 18, "Ancient Merlin" 19, "Counterspell" 20, "Dispel" 21, "Second Wind" 22, "Mirror Shield" 23, "Foresight" 24, "Quick Thinking" 25, "Archmage Velloran" 26, "Void Seer" 27, "Hex Orb" 28, "Transmute" 29, "Mind Twist" 30, "Lady of the Lake" 31, "Essence Weaver" 32, "Mirror Image" 33, "Hexblade" 34, "Illusionist Apprentice" 35, "Mirror Witch" 36)
$s0 << EOD
1 11.926 10.1849 13.6672
2 9.6496 7.828 11.4712
3 7.701 5.9333 9.4688
4 7.2849 5.4925 9.0772
5 7.0952 5.3254 8.8649
6 6.1733 4.4441 7.9025
7 5.8652 4.094 7.6363
8 5.8615 4.1164 7.6066
9 5.806 4.0409 7.5711
10 5.7101 3.9689 7.4513
11 5.5339 3.7855 7.2822
12 5.3979 3.6414 7.1544
13 5.3366 3.6136 7.0596
14 5.1305 3.366 6.895
15 4.7868 3.0486 6.5251
16 3.8662 2.0379 5.6946
17 3.4708 1.6424 5.2993
18 3.4095 1.5924 5.2265
19 2.7743 1.0009 4.5477
20 2.5161 0.7511 4.281
21 2.1255 0.3315 3.9195
22 2.1243 0.3485 3.9001
23 1.8709 0.1159 3.6258
24 1.2651 -0.4868 3.0171
25 1.2377 -0.5901 3.0654
26 0.9216 -0.8781 2.7213
27 0.8426 -0.9599 2.6452
28 0.591 -1.1424 2.3244
29 0.0077 -1.7729 1.7883
30 -0.1249 -1.9251 1.6754
31 -0.2092 -1.9987 1.5804
32 -1.5923 -3.3669 0.1823
33 -1.8053 -3.6062 -0.0043
34 -1.8327 -3.6243 -0.041
35 -1.9121 -3.702 -0.1222
36 -3.846 -5.5817 -2.1104
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-arcane-circle.png'
replot
unset output
