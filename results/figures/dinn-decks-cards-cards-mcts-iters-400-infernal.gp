# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck infernal)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-9.776804:20.289004]
set yrange [36.6:0.4]
set ytics ("Baal the Devourer" 1, "Cursed Chains" 2, "Succubus of Ash" 3, "Dread Shroud" 4, "Dark Pact" 5, "Bone Scythe" 6, "Sidestep" 7, "Infernal Contract" 8, "Leather Buckler" 9, "Rusty Dagger" 10, "Traveler's Pack" 11, "Lich Sovereign" 12, "Last Stand" 13, "Soul Harvest" 14, "Soulfire Brand" 15, "Feint" 16, "Curse of Vengeance" 17, "Doom" 18, "Second Wind" 19, "Dread Mask" 20, "Vampire Countess" 21, "Terrify" 22, "Wailing Banshee" 23, "Wooden Club" 24, "Hollow Sentinel" 25, "Dread Harbinger" 26, "Hellfire" 27, "Bone Colossus" 28, "Uprising" 29, "Pit Fiend" 30, "Spyglass" 31, "Grave Lantern" 32, "Raise Dead" 33, "Plague Rat Swarm" 34, "Void Seer" 35, "Gravecaller" 36)
$s0 << EOD
1 16.1819 14.1482 18.2155
2 13.579 11.5709 15.587
3 8.7127 6.6813 10.744
4 7.6292 5.5556 9.7027
5 7.3286 5.2212 9.4359
6 7.2954 5.2184 9.3724
7 4.6211 2.5322 6.71
8 4.318 2.1479 6.488
9 3.4019 1.3411 5.4626
10 3.2005 1.1281 5.2729
11 2.5175 0.3707 4.6642
12 2.3201 0.2512 4.389
13 1.5488 -0.63 3.7275
14 1.4175 -0.699 3.5339
15 0.4771 -1.6908 2.6449
16 -0.6177 -2.7066 1.4712
17 -0.7459 -2.9024 1.4106
18 -0.8516 -2.9832 1.2801
19 -1.0424 -3.1473 1.0624
20 -1.2046 -3.3386 0.9294
21 -1.3356 -3.4177 0.7466
22 -1.44 -3.5328 0.6529
23 -1.5174 -3.6472 0.6124
24 -1.6144 -3.6716 0.4428
25 -1.7068 -3.856 0.4425
26 -1.7531 -3.8544 0.3481
27 -2.0327 -4.138 0.0727
28 -2.2627 -4.3379 -0.1876
29 -2.5955 -4.7307 -0.4602
30 -2.8579 -4.8995 -0.8164
31 -2.8713 -5.0012 -0.7415
32 -4.0072 -6.186 -1.8284
33 -4.2286 -6.3336 -2.1236
34 -4.3879 -6.5195 -2.2562
35 -4.5408 -6.6492 -2.4325
36 -5.5551 -7.7033 -3.4068
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-infernal.png'
replot
unset output
