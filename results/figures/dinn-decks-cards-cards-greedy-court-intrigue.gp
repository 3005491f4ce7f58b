# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck court-intrigue)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-13.162204:20.702604]
set yrange [36.6:0.4]
set ytics ("Sage's Lantern" 1, "Poisoned Dagger" 2, "Inspiration" 3, "The Grand Archivist" 4, "Rusty Dagger" 5, "Spyglass" 6, "King Arthur" 7, "Wooden Club" 8, "Scholar's Tome" 9, "Queen Regent" 10, "Duelist's Rapier" 11, "Traveler's Pack" 12, "Signet Ring" 13, "Feint" 14, "Royal Treasury" 15, "Last Stand" 16, "Leather Buckler" 17, "Cunning Duelist" 18, "Royal Decree" 19, "Crystal Focus" 20, "Study" 21, "Sidestep" 22, "Court Jester" 23, "Trade Blows" 24, "Pickpocket" 25, "Alchemist of Brass" 26, "Quick Thinking" 27, "Master Thief" 28, "Wandering Scholar" 29, "Gambit" 30, "Second Wind" 31, "Ambush" 32, "Court Spymaster" 33, "Apprentice Scribe" 34, "Silver-Tongued Diplomat" 35, "Young Tactician" 36)
$s0 << EOD
1 16.5481 14.7291 18.3671
2 8.8801 6.9916 10.7686
3 8.4916 6.5947 10.3885
4 7.6181 5.7471 9.489
5 7.4486 5.5449 9.3524
6 5.3589 3.4602 7.2576
7 4.7006 2.8088 6.5924
8 4.2717 2.362 6.1813
9 2.9732 1.1307 4.8156
10 2.6733 0.7786 4.568
11 2.2352 0.3338 4.1365
12 2.0251 0.1168 3.9334
13 1.8856 -0.0306 3.8017
14 1.1088 -0.7924 3.0101
15 0.6883 -1.1944 2.5709
16 0.3334 -1.5715 2.2384
17 -0.0087 -1.8857 1.8682
18 -0.1372 -2.0479 1.7736
19 -0.6787 -2.5749 1.2175
20 -0.9575 -2.8635 0.9484
21 -1.3193 -3.2183 0.5796
22 -1.767 -3.6618 0.1277
23 -1.8469 -3.719 0.0252
24 -2.0342 -3.8996 -0.1688
25 -2.0845 -4.0116 -0.1574
26 -2.1487 -4.0104 -0.287
27 -2.4228 -4.3286 -0.517
28 -2.6407 -4.5395 -0.7418
29 -2.8955 -4.7897 -1.0013
30 -3.302 -5.2109 -1.3931
31 -4.233 -6.1512 -2.3148
32 -4.2831 -6.1889 -2.3773
33 -4.6504 -6.5414 -2.7594
34 -5.8866 -7.7323 -4.0408
35 -7.4839 -9.3437 -5.6242
36 -8.97 -10.8267 -7.1134
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-court-intrigue.png'
replot
unset output
