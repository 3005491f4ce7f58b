# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck wild-hunt)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-wild-hunt.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 2, agents mcts,mcts, deck wild-hunt)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-13.0174:8.5383]
set yrange [36.6:0.4]
set ytics ("Alpha Dire Wolf" 1, "Beast Totem" 2, "Elder Wyrm" 3, "Alpha's Collar" 4, "Primal Roar" 5, "Longbow of Sherwood" 6, "Pack Tactics" 7, "Pounce" 8, "Leather Buckler" 9, "Wyrmfire Gland" 10, "Hunting Falcon" 11, "Thunderbird" 12, "Iron Fangs" 13, "Rusty Dagger" 14, "Traveler's Pack" 15, "Dragonhide" 16, "Sidestep" 17, "Great Bear of the North" 18, "Dragon-Knight Aurelia" 19, "Sky Strike" 20, "Salamander" 21, "Chimera" 22, "Razor Talons" 23, "Wooden Club" 24, "Cave Viper" 25, "Feint" 26, "Take Flight" 27, "Last Stand" 28, "Feathered Cloak" 29, "Bloodlust" 30, "Shed Skin" 31, "Quick Thinking" 32, "Victory Feast" 33, "Plague Rat Swarm" 34, "Pack Jackal" 35, "Giant Tortoise" 36)
$s0 << EOD
1 5.2752 3.4986 7.0517
2 3.9738 2.304 5.6436
3 2.3933 0.6577 4.1288
4 0.8032 -0.871 2.4775
5 0.4902 -1.2381 2.2185
6 -0.3855 -2.1087 1.3376
7 -0.4982 -2.194 1.1976
8 -0.8584 -2.5658 0.849
9 -1.0303 -2.7486 0.688
10 -1.0861 -2.7772 0.605
11 -1.1122 -2.7844 0.56
12 -1.1826 -2.8571 0.4918
13 -1.3263 -3.0413 0.3887
14 -1.7547 -3.5087 -0.0007
15 -2.0378 -3.7252 -0.3504
16 -2.3094 -4.0101 -0.6086
17 -2.3176 -4.0101 -0.6251
18 -2.3633 -4.0579 -0.6686
19 -2.7485 -4.4702 -1.0268
20 -3.2037 -4.8951 -1.5123
21 -3.5749 -5.305 -1.8448
22 -3.653 -5.4006 -1.9055
23 -4.0735 -5.7593 -2.3876
24 -4.1108 -5.8286 -2.393
25 -4.1432 -5.8339 -2.4526
26 -4.3853 -6.1221 -2.6485
27 -4.4143 -6.1158 -2.7129
28 -4.4988 -6.2079 -2.7896
29 -4.5566 -6.2396 -2.8736
30 -5.4507 -7.1384 -3.763
31 -5.5281 -7.1926 -3.8636
32 -6.0124 -7.731 -4.2939
33 -6.5823 -8.3035 -4.8611
34 -8.5718 -10.2947 -6.8488
35 -9.4946 -11.1562 -7.833
36 -9.8453 -11.5308 -8.1598
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-wild-hunt.png'
replot
unset output
