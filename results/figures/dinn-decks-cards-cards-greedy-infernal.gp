# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck infernal)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-infernal.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 1, agents greedy,greedy, deck infernal)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-13.787908:19.950808]
set yrange [36.6:0.4]
set ytics ("Cursed Chains" 1, "Baal the Devourer" 2, "Bone Scythe" 3, "Dread Shroud" 4, "Rusty Dagger" 5, "Succubus of Ash" 6, "Soul Harvest" 7, "Terrify" 8, "Feint" 9, "Wooden Club" 10, "Lich Sovereign" 11, "Dark Pact" 12, "Bone Colossus" 13, "Doom" 14, "Dread Mask" 15, "Last Stand" 16, "Pit Fiend" 17, "Infernal Contract" 18, "Leather Buckler" 19, "Traveler's Pack" 20, "Spyglass" 21, "Grave Lantern" 22, "Second Wind" 23, "Hollow Sentinel" 24, "Sidestep" 25, "Soulfire Brand" 26, "Uprising" 27, "Hellfire" 28, "Vampire Countess" 29, "Void Seer" 30, "Curse of Vengeance" 31, "Raise Dead" 32, "Wailing Banshee" 33, "Dread Harbinger" 34, "Plague Rat Swarm" 35, "Gravecaller" 36)
$s0 << EOD
1 15.7294 13.8348 17.624
2 12.0852 10.1576 14.0129
3 11.2368 9.2435 13.23
4 8.6617 6.6623 10.6612
5 7.582 5.6394 9.5247
6 4.4851 2.5699 6.4003
7 2.8749 0.8086 4.9412
8 2.8356 0.8553 4.8158
9 2.3762 0.4125 4.34
10 1.529 -0.3957 3.4537
11 1.0491 -0.8946 2.9927
12 1.039 -0.9924 3.0705
13 0.6701 -1.2736 2.6139
14 0.4162 -1.5737 2.4062
15 -0.0352 -1.9907 1.9203
16 -0.2731 -2.2058 1.6597
17 -0.3963 -2.3617 1.5691
18 -0.6241 -2.6515 1.4034
19 -0.6512 -2.6401 1.3376
20 -1.0832 -3.0703 0.9039
21 -1.129 -3.142 0.884
22 -1.5313 -3.5454 0.4828
23 -1.6188 -3.5802 0.3426
24 -1.6741 -3.6144 0.2663
25 -1.6847 -3.6429 0.2735
26 -2.0039 -4.009 0.0013
27 -2.278 -4.1964 -0.3596
28 -2.9146 -4.8557 -0.9734
29 -3.6468 -5.5758 -1.7179
30 -4.3291 -6.2317 -2.4265
31 -4.6483 -6.6499 -2.6468
32 -5.4129 -7.3337 -3.4921
33 -5.4334 -7.3897 -3.477
34 -6.519 -8.443 -4.595
35 -7.7263 -9.6334 -5.8192
36 -9.5573 -11.4611 -7.6535
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-infernal.png'
replot
unset output
