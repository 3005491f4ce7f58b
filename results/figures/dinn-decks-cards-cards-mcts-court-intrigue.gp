# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck court-intrigue)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-7.212256:20.512556]
set yrange [36.6:0.4]
set ytics ("Sage's Lantern" 1, "Inspiration" 2, "The Grand Archivist" 3, "Sidestep" 4, "King Arthur" 5, "Spyglass" 6, "Traveler's Pack" 7, "Rusty Dagger" 8, "Leather Buckler" 9, "Poisoned Dagger" 10, "Wooden Club" 11, "Alchemist of Brass" 12, "Scholar's Tome" 13, "Last Stand" 14, "Royal Treasury" 15, "Trade Blows" 16, "Quick Thinking" 17, "Crystal Focus" 18, "Study" 19, "Pickpocket" 20, "Second Wind" 21, "Royal Decree" 22, "Signet Ring" 23, "Gambit" 24, "Feint" 25, "Cunning Duelist" 26, "Ambush" 27, "Wandering Scholar" 28, "Court Spymaster" 29, "Duelist's Rapier" 30, "Master Thief" 31, "Queen Regent" 32, "Apprentice Scribe" 33, "Silver-Tongued Diplomat" 34, "Court Jester" 35, "Young Tactician" 36)
$s0 << EOD
1 16.8102 15.0199 18.6005
2 12.1518 10.3128 13.9907
3 9.9227 8.0549 11.7905
4 9.0413 7.1931 10.8894
5 8.9819 7.177 10.7868
6 8.514 6.7276 10.3005
7 8.3557 6.536 10.1755
8 8.0992 6.2649 9.9335
9 7.7322 5.9174 9.5469
10 7.0679 5.2466 8.8893
11 6.3557 4.532 8.1794
12 6.2161 4.3731 8.0592
13 6.0581 4.2265 7.8897
14 6.0251 4.2075 7.8428
15 5.214 3.3656 7.0623
16 4.644 2.7966 6.4914
17 4.4135 2.5753 6.2516
18 4.2358 2.3926 6.079
19 4.1267 2.2793 5.974
20 3.8317 1.9582 5.7052
21 3.8007 1.9671 5.6344
22 3.7437 1.8593 5.6281
23 3.5278 1.6801 5.3756
24 2.3442 0.4911 4.1972
25 2.2821 0.4398 4.1245
26 2.2503 0.4084 4.0921
27 2.1063 0.2823 3.9303
28 1.9859 0.1336 3.8382
29 1.7109 -0.1286 3.5504
30 1.4405 -0.3884 3.2695
31 1.1969 -0.6497 3.0436
32 0.8151 -1.0296 2.6598
33 -0.8999 -2.6927 0.8929
34 -1.1786 -3.0124 0.6553
35 -1.862 -3.6909 -0.033
36 -3.5071 -5.3002 -1.7139
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-court-intrigue.png'
replot
unset output
