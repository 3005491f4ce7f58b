# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck arcane-circle)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-arcane-circle.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 2, agents mcts,mcts, deck arcane-circle)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-7.57606:14.50976]
set yrange [36.6:0.4]
set ytics ("Alchemist of Brass" 1, "The Grand Archivist" 2, "Alchemist's Flask" 3, "Philosopher's Stone" 4, "Rusty Dagger" 5, "Runed Staff" 6, "Sidestep" 7, "Crystal Focus" 8, "Traveler's Pack" 9, "Wand of Echoes" 10, "Ward" 11, "Last Stand" 12, "Scholar's Tome" 13, "Brass Colossus" 14, "Leather Buckler" 15, "Ancient Merlin" 16, "Wooden Club" 17, "Dispel" 18, "Counterspell" 19, "Arcane Insight" 20, "Runesmith" 21, "Mirror Shield" 22, "Foresight" 23, "Second Wind" 24, "Hex Orb" 25, "Void Seer" 26, "Mind Twist" 27, "Archmage Velloran" 28, "Quick Thinking" 29, "Transmute" 30, "Lady of the Lake" 31, "Essence Weaver" 32, "Mirror Image" 33, "Hexblade" 34, "Illusionist Apprentice" 35, "Mirror Witch" 36)
$s0 << EOD
1 11.2 9.4134 12.9866
2 10.6248 8.865 12.3846
3 7.3119 5.5957 9.0281
4 6.9751 5.2455 8.7047
5 6.888 5.1808 8.5951
6 6.2094 4.4843 7.9345
7 5.9102 4.1837 7.6368
8 5.8934 4.1867 7.6002
9 5.5255 3.813 7.238
10 5.3796 3.658 7.1012
11 5.2352 3.4962 6.9741
12 5.1907 3.4114 6.97
13 5.0301 3.301 6.7592
14 4.5569 2.7671 6.3467
15 4.2837 2.5693 5.9981
16 3.7979 2.0729 5.523
17 2.8435 1.092 4.595
18 2.7498 1.0023 4.4973
19 2.6731 0.9298 4.4165
20 2.6724 0.9371 4.4078
21 2.5631 0.774 4.3521
22 2.3524 0.5701 4.1347
23 1.6768 -0.0546 3.4082
24 0.9345 -0.8075 2.6764
25 0.1971 -1.5249 1.9192
26 0.1896 -1.5409 1.92
27 -0.2287 -1.9499 1.4926
28 -0.2476 -2.0193 1.5241
29 -0.343 -2.0836 1.3977
30 -0.6713 -2.4344 1.0917
31 -0.8465 -2.5742 0.8813
32 -1.4007 -3.1772 0.3759
33 -1.5659 -3.33 0.1981
34 -2.3413 -4.0835 -0.5991
35 -3.3019 -5.0421 -1.5617
36 -4.3187 -6.0529 -2.5845
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-arcane-circle.png'
replot
unset output
