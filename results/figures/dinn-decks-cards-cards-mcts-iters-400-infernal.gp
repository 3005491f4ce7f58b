# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck infernal)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-infernal.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 3, agents mcts:iters=400,mcts:iters=400, deck infernal)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-9.465812:19.637312]
set yrange [36.6:0.4]
set ytics ("Baal the Devourer" 1, "Cursed Chains" 2, "Succubus of Ash" 3, "Bone Scythe" 4, "Dark Pact" 5, "Dread Shroud" 6, "Leather Buckler" 7, "Infernal Contract" 8, "Sidestep" 9, "Traveler's Pack" 10, "Rusty Dagger" 11, "Lich Sovereign" 12, "Soul Harvest" 13, "Soulfire Brand" 14, "Last Stand" 15, "Terrify" 16, "Hollow Sentinel" 17, "Vampire Countess" 18, "Curse of Vengeance" 19, "Feint" 20, "Doom" 21, "Bone Colossus" 22, "Uprising" 23, "Hellfire" 24, "Dread Mask" 25, "Spyglass" 26, "Dread Harbinger" 27, "Second Wind" 28, "Wailing Banshee" 29, "Wooden Club" 30, "Pit Fiend" 31, "Grave Lantern" 32, "Void Seer" 33, "Plague Rat Swarm" 34, "Gravecaller" 35, "Raise Dead" 36)
$s0 << EOD
1 15.6256 13.621 17.6302
2 14.0979 12.0837 16.112
3 9.0388 6.9605 11.1172
4 7.3981 5.3369 9.4593
5 7.1817 5.1076 9.2559
6 6.4518 4.3604 8.5432
7 3.7883 1.7315 5.845
8 3.4053 1.2727 5.538
9 3.354 1.2516 5.4565
10 2.9253 0.8311 5.0194
11 2.891 0.8289 4.9531
12 2.5657 0.4806 4.6509
13 2.46 0.3213 4.5987
14 1.1718 -0.9959 3.3394
15 0.6713 -1.4406 2.7832
16 -0.4574 -2.5999 1.6851
17 -0.5218 -2.6511 1.6074
18 -0.6478 -2.7231 1.4276
19 -0.995 -3.1268 1.1369
20 -1.5492 -3.6664 0.5681
21 -1.6401 -3.7774 0.4972
22 -1.6867 -3.772 0.3987
23 -1.7587 -3.9027 0.3853
24 -1.8843 -3.9918 0.2232
25 -2.103 -4.2134 0.0075
26 -2.2005 -4.3148 -0.0861
27 -2.2139 -4.2938 -0.134
28 -2.4846 -4.556 -0.4131
29 -2.6601 -4.7799 -0.5403
30 -3.2401 -5.2895 -1.1908
31 -3.3394 -5.4461 -1.2326
32 -4.0208 -6.1814 -1.8602
33 -4.0216 -6.137 -1.9062
34 -4.0483 -6.1266 -1.97
35 -4.9899 -7.1066 -2.8733
36 -5.3569 -7.4587 -3.2551
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-infernal.png'
replot
unset output
