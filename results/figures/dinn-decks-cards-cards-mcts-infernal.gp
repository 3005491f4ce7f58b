# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck infernal)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-infernal.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 2, agents mcts,mcts, deck infernal)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-10.639428:19.647128]
set yrange [36.6:0.4]
set ytics ("Baal the Devourer" 1, "Cursed Chains" 2, "Succubus of Ash" 3, "Bone Scythe" 4, "Dread Shroud" 5, "Dark Pact" 6, "Leather Buckler" 7, "Rusty Dagger" 8, "Sidestep" 9, "Soul Harvest" 10, "Infernal Contract" 11, "Lich Sovereign" 12, "Last Stand" 13, "Traveler's Pack" 14, "Soulfire Brand" 15, "Terrify" 16, "Doom" 17, "Second Wind" 18, "Dread Mask" 19, "Dread Harbinger" 20, "Hellfire" 21, "Wooden Club" 22, "Hollow Sentinel" 23, "Feint" 24, "Vampire Countess" 25, "Uprising" 26, "Pit Fiend" 27, "Bone Colossus" 28, "Curse of Vengeance" 29, "Grave Lantern" 30, "Void Seer" 31, "Wailing Banshee" 32, "Spyglass" 33, "Raise Dead" 34, "Plague Rat Swarm" 35, "Gravecaller" 36)
$s0 << EOD
1 15.5716 13.5848 17.5584
2 13.5292 11.5625 15.4958
3 8.596 6.5956 10.5965
4 7.8348 5.7937 9.876
5 7.2643 5.1969 9.3316
6 6.9739 4.8941 9.0536
7 4.406 2.3577 6.4543
8 2.9763 0.9503 5.0023
9 2.4893 0.4291 4.5495
10 2.0157 -0.0832 4.1145
11 1.8987 -0.2305 4.028
12 1.4159 -0.6164 3.4482
13 1.1634 -0.8952 3.2219
14 0.8141 -1.284 2.9122
15 0.025 -2.0739 2.124
16 -0.582 -2.7006 1.5365
17 -0.6432 -2.767 1.4806
18 -0.8452 -2.9079 1.2174
19 -1.3505 -3.4342 0.7332
20 -1.4752 -3.5175 0.567
21 -1.4939 -3.5947 0.607
22 -1.8103 -3.8713 0.2508
23 -1.9996 -4.1116 0.1124
24 -2.1208 -4.1895 -0.0521
25 -2.4527 -4.5006 -0.4049
26 -2.6642 -4.767 -0.5615
27 -3.0169 -5.0095 -1.0242
28 -3.1404 -5.2069 -1.0738
29 -3.5207 -5.5904 -1.4509
30 -3.7318 -5.839 -1.6246
31 -3.8761 -5.898 -1.8543
32 -3.9059 -5.9375 -1.8743
33 -4.1652 -6.2319 -2.0984
34 -4.8264 -6.9191 -2.7337
35 -5.5554 -7.6512 -3.4596
36 -6.4821 -8.5507 -4.4136
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-infernal.png'
replot
unset output
