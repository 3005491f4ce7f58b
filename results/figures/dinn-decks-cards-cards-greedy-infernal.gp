# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck infernal)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-12.880388:19.673388]
set yrange [36.6:0.4]
set ytics ("Cursed Chains" 1, "Baal the Devourer" 2, "Bone Scythe" 3, "Dread Shroud" 4, "Rusty Dagger" 5, "Succubus of Ash" 6, "Soul Harvest" 7, "Terrify" 8, "Feint" 9, "Lich Sovereign" 10, "Dark Pact" 11, "Dread Mask" 12, "Bone Colossus" 13, "Wooden Club" 14, "Pit Fiend" 15, "Leather Buckler" 16, "Last Stand" 17, "Doom" 18, "Sidestep" 19, "Soulfire Brand" 20, "Traveler's Pack" 21, "Hollow Sentinel" 22, "Grave Lantern" 23, "Infernal Contract" 24, "Spyglass" 25, "Second Wind" 26, "Hellfire" 27, "Uprising" 28, "Vampire Countess" 29, "Void Seer" 30, "Wailing Banshee" 31, "Curse of Vengeance" 32, "Plague Rat Swarm" 33, "Raise Dead" 34, "Dread Harbinger" 35, "Gravecaller" 36)
$s0 << EOD
1 15.5606 13.6929 17.4283
2 12.728 10.842 14.6139
3 10.4357 8.4524 12.4191
4 8.8645 6.9009 10.8281
5 6.9965 5.1432 8.8499
6 3.7855 1.8591 5.7119
7 2.9841 0.9713 4.997
8 2.1035 0.1582 4.0489
9 1.6939 -0.2455 3.6334
10 1.3768 -0.5345 3.2881
11 1.2013 -0.7949 3.1975
12 1.0454 -0.8728 2.9636
13 1.0341 -0.8752 2.9434
14 0.3928 -1.5203 2.3059
15 0.3065 -1.6404 2.2534
16 0.1302 -1.9084 2.1688
17 -0.438 -2.4061 1.5302
18 -0.5767 -2.5299 1.3766
19 -1.0476 -3.0262 0.9311
20 -1.1638 -3.1659 0.8383
21 -1.3603 -3.3201 0.5996
22 -1.5236 -3.4623 0.415
23 -1.5418 -3.5197 0.4361
24 -1.9577 -3.9521 0.0368
25 -2.3654 -4.3385 -0.3923
26 -2.4458 -4.4424 -0.4492
27 -3.1661 -5.1012 -1.2309
28 -3.3341 -5.283 -1.3852
29 -3.3772 -5.2947 -1.4597
30 -3.9771 -5.8835 -2.0707
31 -4.8866 -6.8192 -2.9539
32 -5.1158 -7.1408 -3.0907
33 -5.4346 -7.3646 -3.5046
34 -6.0173 -7.8998 -4.1349
35 -6.3671 -8.2453 -4.4889
36 -8.7269 -10.6353 -6.8186
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-infernal.png'
replot
unset output
