# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck court-intrigue)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-court-intrigue.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 2, agents mcts,mcts, deck court-intrigue)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-6.610948:20.382948]
set yrange [36.6:0.4]
set ytics ("Sage's Lantern" 1, "Inspiration" 2, "The Grand Archivist" 3, "Traveler's Pack" 4, "Spyglass" 5, "King Arthur" 6, "Poisoned Dagger" 7, "Wooden Club" 8, "Sidestep" 9, "Leather Buckler" 10, "Rusty Dagger" 11, "Scholar's Tome" 12, "Alchemist of Brass" 13, "Trade Blows" 14, "Signet Ring" 15, "Last Stand" 16, "Royal Decree" 17, "Royal Treasury" 18, "Pickpocket" 19, "Study" 20, "Quick Thinking" 21, "Crystal Focus" 22, "Court Spymaster" 23, "Second Wind" 24, "Wandering Scholar" 25, "Gambit" 26, "Ambush" 27, "Master Thief" 28, "Feint" 29, "Cunning Duelist" 30, "Duelist's Rapier" 31, "Queen Regent" 32, "Apprentice Scribe" 33, "Court Jester" 34, "Silver-Tongued Diplomat" 35, "Young Tactician" 36)
$s0 << EOD
1 16.722 14.9228 18.5213
2 12.8352 10.9765 14.6938
3 10.6364 8.741 12.5317
4 10.5465 8.6875 12.4054
5 8.9376 7.1159 10.7593
6 8.753 6.8607 10.6453
7 7.9006 6.0415 9.7598
8 7.8559 6.0278 9.6839
9 7.8024 5.998 9.6068
10 7.7632 5.8843 9.6421
11 7.4274 5.5673 9.2875
12 6.6193 4.7639 8.4747
13 6.3615 4.5009 8.2221
14 5.7347 3.8147 7.6548
15 5.3904 3.5179 7.2629
16 5.1053 3.233 6.9776
17 5.0187 3.1145 6.923
18 4.8982 3.0258 6.7707
19 4.6609 2.8086 6.5132
20 4.5941 2.6791 6.509
21 4.555 2.6878 6.4222
22 4.0449 2.1245 5.9653
23 3.9849 2.1158 5.854
24 3.6958 1.8541 5.5375
25 3.6056 1.7522 5.459
26 2.2887 0.3841 4.1933
27 2.2765 0.363 4.1901
28 2.0201 0.1202 3.9199
29 1.8408 -0.064 3.7456
30 1.626 -0.2399 3.492
31 1.356 -0.5123 3.2243
32 0.7265 -1.1601 2.6131
33 -1.2935 -3.1383 0.5514
34 -1.3316 -3.1769 0.5137
35 -1.9499 -3.8448 -0.055
36 -2.8562 -4.7493 -0.963
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-court-intrigue.png'
replot
unset output
