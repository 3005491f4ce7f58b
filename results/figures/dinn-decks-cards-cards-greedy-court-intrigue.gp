# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck court-intrigue)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-court-intrigue.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 1, agents greedy,greedy, deck court-intrigue)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-12.290828:19.666128]
set yrange [36.6:0.4]
set ytics ("Sage's Lantern" 1, "Poisoned Dagger" 2, "The Grand Archivist" 3, "Inspiration" 4, "Rusty Dagger" 5, "Spyglass" 6, "King Arthur" 7, "Wooden Club" 8, "Queen Regent" 9, "Duelist's Rapier" 10, "Feint" 11, "Scholar's Tome" 12, "Traveler's Pack" 13, "Cunning Duelist" 14, "Last Stand" 15, "Signet Ring" 16, "Royal Treasury" 17, "Trade Blows" 18, "Leather Buckler" 19, "Royal Decree" 20, "Study" 21, "Master Thief" 22, "Sidestep" 23, "Crystal Focus" 24, "Alchemist of Brass" 25, "Court Spymaster" 26, "Ambush" 27, "Wandering Scholar" 28, "Pickpocket" 29, "Quick Thinking" 30, "Court Jester" 31, "Second Wind" 32, "Gambit" 33, "Apprentice Scribe" 34, "Silver-Tongued Diplomat" 35, "Young Tactician" 36)
$s0 << EOD
1 15.556 13.6499 17.4622
2 9.9291 8.051 11.8073
3 7.987 6.0996 9.8745
4 7.7758 5.9165 9.6351
5 6.767 4.9369 8.597
6 5.0553 3.1599 6.9506
7 4.7753 2.8691 6.6815
8 4.6748 2.7554 6.5943
9 3.5505 1.7029 5.3981
10 2.4276 0.5277 4.3276
11 2.1641 0.2586 4.0695
12 2.0006 0.1524 3.8487
13 1.3956 -0.5564 3.3477
14 0.6867 -1.2208 2.5943
15 0.6652 -1.2365 2.5669
16 0.4099 -1.5125 2.3323
17 0.2225 -1.7127 2.1577
18 -0.6751 -2.5529 1.2027
19 -0.825 -2.7652 1.1152
20 -1.3019 -3.1972 0.5934
21 -1.951 -3.8749 -0.027
22 -2.5835 -4.4878 -0.6792
23 -2.5886 -4.4975 -0.6798
24 -2.7045 -4.6173 -0.7918
25 -2.7578 -4.657 -0.8586
26 -2.827 -4.7175 -0.9366
27 -2.828 -4.72 -0.9359
28 -2.9322 -4.8066 -1.0579
29 -3.0526 -4.933 -1.1723
30 -3.921 -5.8037 -2.0382
31 -3.9937 -5.8476 -2.1398
32 -4.294 -6.1907 -2.3972
33 -4.4772 -6.3591 -2.5953
34 -6.163 -8.0037 -4.3223
35 -6.7416 -8.6267 -4.8564
36 -8.2094 -10.0869 -6.3319
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-court-intrigue.png'
replot
unset output
