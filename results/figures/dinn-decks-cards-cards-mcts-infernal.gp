# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck infernal)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-9.83634:18.90324]
set yrange [36.6:0.4]
set ytics ("Baal the Devourer" 1, "Cursed Chains" 2, "Succubus of Ash" 3, "Bone Scythe" 4, "Dark Pact" 5, "Dread Shroud" 6, "Sidestep" 7, "Leather Buckler" 8, "Rusty Dagger" 9, "Lich Sovereign" 10, "Soul Harvest" 11, "Infernal Contract" 12, "Traveler's Pack" 13, "Soulfire Brand" 14, "Last Stand" 15, "Hollow Sentinel" 16, "Dread Harbinger" 17, "Feint" 18, "Hellfire" 19, "Terrify" 20, "Wooden Club" 21, "Dread Mask" 22, "Second Wind" 23, "Doom" 24, "Curse of Vengeance" 25, "Bone Colossus" 26, "Pit Fiend" 27, "Spyglass" 28, "Vampire Countess" 29, "Grave Lantern" 30, "Uprising" 31, "Wailing Banshee" 32, "Plague Rat Swarm" 33, "Void Seer" 34, "Raise Dead" 35, "Gravecaller" 36)
$s0 << EOD
1 14.9324 12.9436 16.9212
2 14.4271 12.4894 16.3649
3 8.7592 6.7333 10.7851
4 8.572 6.5869 10.557
5 7.0413 4.9921 9.0905
6 6.1958 4.1064 8.2852
7 5.0129 2.9327 7.0932
8 3.6486 1.6404 5.6568
9 3.5955 1.5411 5.6498
10 2.758 0.711 4.805
11 2.3985 0.3189 4.478
12 2.3092 0.138 4.4805
13 2.0663 -0.0227 4.1553
14 0.9296 -1.1801 3.0393
15 -0.2058 -2.3192 1.9075
16 -0.9561 -3.0795 1.1673
17 -1.0621 -3.1924 1.0681
18 -1.4725 -3.5477 0.6026
19 -1.5273 -3.6537 0.5992
20 -1.8655 -3.967 0.2359
21 -1.8861 -3.9891 0.217
22 -1.9599 -4.0451 0.1252
23 -2.1543 -4.2278 -0.0807
24 -2.26 -4.3697 -0.1503
25 -2.56 -4.7046 -0.4153
26 -2.5736 -4.631 -0.5162
27 -2.6503 -4.7083 -0.5923
28 -2.9486 -5.0717 -0.8255
29 -2.9665 -4.9822 -0.9507
30 -3.1889 -5.3174 -1.0605
31 -3.2004 -5.2625 -1.1383
32 -3.5452 -5.5724 -1.518
33 -4.6053 -6.6756 -2.535
34 -5.0532 -7.1339 -2.9726
35 -5.3628 -7.4628 -3.2627
36 -5.7647 -7.8543 -3.675
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-infernal.png'
replot
unset output
