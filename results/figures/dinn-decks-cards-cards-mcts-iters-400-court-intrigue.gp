# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck court-intrigue)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-5.747456:20.849256]
set yrange [36.6:0.4]
set ytics ("Sage's Lantern" 1, "Inspiration" 2, "Traveler's Pack" 3, "The Grand Archivist" 4, "King Arthur" 5, "Sidestep" 6, "Spyglass" 7, "Rusty Dagger" 8, "Poisoned Dagger" 9, "Leather Buckler" 10, "Alchemist of Brass" 11, "Wooden Club" 12, "Scholar's Tome" 13, "Last Stand" 14, "Royal Treasury" 15, "Second Wind" 16, "Trade Blows" 17, "Quick Thinking" 18, "Crystal Focus" 19, "Royal Decree" 20, "Signet Ring" 21, "Study" 22, "Pickpocket" 23, "Feint" 24, "Gambit" 25, "Ambush" 26, "Cunning Duelist" 27, "Wandering Scholar" 28, "Master Thief" 29, "Duelist's Rapier" 30, "Court Spymaster" 31, "Queen Regent" 32, "Court Jester" 33, "Silver-Tongued Diplomat" 34, "Apprentice Scribe" 35, "Young Tactician" 36)
$s0 << EOD
1 17.1536 15.2923 19.015
2 13.364 11.5467 15.1812
3 11.3233 9.4453 13.2012
4 10.7778 8.8702 12.6853
5 9.6962 7.8099 11.5826
6 9.2606 7.3965 11.1247
7 9.0725 7.2733 10.8717
8 7.9705 6.0982 9.8428
9 7.9454 6.1208 9.77
10 7.819 5.9043 9.7337
11 7.7209 5.8616 9.5802
12 7.4622 5.6286 9.2958
13 6.8761 5.0538 8.6984
14 6.6023 4.7314 8.4732
15 6.5341 4.6078 8.4604
16 6.2669 4.3857 8.1481
17 5.752 3.8833 7.6207
18 5.5912 3.7395 7.443
19 5.3708 3.484 7.2576
20 5.1242 3.2174 7.0311
21 4.9311 3.0325 6.8296
22 4.5524 2.6864 6.4184
23 3.8012 1.9474 5.655
24 3.4882 1.6073 5.3692
25 3.4325 1.5751 5.29
26 2.8248 0.9108 4.7389
27 2.6894 0.7946 4.5841
28 2.3542 0.4608 4.2476
29 2.2791 0.426 4.1323
30 2.2614 0.345 4.1778
31 2.1398 0.2471 4.0324
32 1.389 -0.5224 3.3004
33 0.0937 -1.8046 1.992
34 -0.3154 -2.2251 1.5944
35 -0.4883 -2.3419 1.3654
36 -2.0395 -3.9132 -0.1659
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-court-intrigue.png'
replot
unset output
