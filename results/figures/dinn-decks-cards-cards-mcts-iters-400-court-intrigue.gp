# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck court-intrigue)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-court-intrigue.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 3, agents mcts:iters=400,mcts:iters=400, deck court-intrigue)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-5.478256:20.541356]
set yrange [36.6:0.4]
set ytics ("Sage's Lantern" 1, "Inspiration" 2, "King Arthur" 3, "The Grand Archivist" 4, "Traveler's Pack" 5, "Spyglass" 6, "Sidestep" 7, "Rusty Dagger" 8, "Leather Buckler" 9, "Alchemist of Brass" 10, "Scholar's Tome" 11, "Last Stand" 12, "Royal Treasury" 13, "Wooden Club" 14, "Trade Blows" 15, "Poisoned Dagger" 16, "Crystal Focus" 17, "Study" 18, "Second Wind" 19, "Quick Thinking" 20, "Royal Decree" 21, "Pickpocket" 22, "Signet Ring" 23, "Court Spymaster" 24, "Ambush" 25, "Cunning Duelist" 26, "Wandering Scholar" 27, "Feint" 28, "Gambit" 29, "Queen Regent" 30, "Master Thief" 31, "Duelist's Rapier" 32, "Apprentice Scribe" 33, "Court Jester" 34, "Silver-Tongued Diplomat" 35, "Young Tactician" 36)
$s0 << EOD
1 16.887 15.0272 18.7469
2 13.1206 11.2744 14.9669
3 10.2954 8.4045 12.1863
4 10.0505 8.1355 11.9655
5 9.6249 7.7326 11.5172
6 9.0684 7.2266 10.9103
7 9.0027 7.1341 10.8713
8 8.4567 6.542 10.3713
9 7.809 5.8762 9.7418
10 6.8388 4.9321 8.7456
11 6.8324 4.9904 8.6743
12 6.3211 4.4211 8.221
13 6.1738 4.2932 8.0544
14 6.0827 4.2303 7.935
15 6.0519 4.1886 7.9151
16 5.5012 3.6607 7.3417
17 4.9734 3.0893 6.8576
18 4.8303 2.9799 6.6806
19 4.5192 2.6474 6.391
20 4.3836 2.5075 6.2598
21 4.2743 2.3525 6.1962
22 3.5075 1.6078 5.4072
23 2.9419 1.03 4.8539
24 2.9368 1.0638 4.8097
25 2.3789 0.4612 4.2967
26 2.2594 0.4192 4.0996
27 2.2162 0.3139 4.1186
28 2.0495 0.1734 3.9255
29 1.5263 -0.3422 3.3949
30 1.4383 -0.4436 3.3201
31 1.1085 -0.7643 2.9813
32 0.7511 -1.1408 2.6429
33 -1.0696 -2.9322 0.7931
34 -1.3795 -3.2488 0.4898
35 -1.5337 -3.4297 0.3622
36 -1.8138 -3.6838 0.0562
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-court-intrigue.png'
replot
unset output
