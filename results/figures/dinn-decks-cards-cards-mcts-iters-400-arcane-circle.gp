# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck arcane-circle)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-arcane-circle.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 3, agents mcts:iters=400,mcts:iters=400, deck arcane-circle)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-7.004184:13.307184]
set yrange [36.6:0.4]
set ytics ("Alchemist of Brass" 1, "The Grand Archivist" 2, "Philosopher's Stone" 3, "Rusty Dagger" 4, "Last Stand" 5, "Alchemist's Flask" 6, "Wand of Echoes" 7, "Runed Staff" 8, "Traveler's Pack" 9, "Ward" 10, "Crystal Focus" 11, "Sidestep" 12, "Leather Buckler" 13, "Scholar's Tome" 14, "Arcane Insight" 15, "Runesmith" 16, "Ancient Merlin" 17, "Brass Colossus" 18, "Wooden Club" 19, "Mirror Shield" 20, "Dispel" 21, "Archmage Velloran" 22, "Second Wind" 23, "Void Seer" 24, "Quick Thinking" 25, "Foresight" 26, "Counterspell" 27, "Hex Orb" 28, "Transmute" 29, "Lady of the Lake" 30, "Mirror Image" 31, "Mind Twist" 32, "Essence Weaver" 33, "Illusionist Apprentice" 34, "Mirror Witch" 35, "Hexblade" 36)
$s0 << EOD
1 10.1689 8.4315 11.9064
2 9.8101 8.0064 11.6139
3 8.1512 6.3784 9.924
4 7.6133 5.8173 9.4094
5 6.9335 5.1659 8.7011
6 6.8444 5.1014 8.5875
7 6.0413 4.2573 7.8253
8 6.0086 4.2261 7.791
9 5.6039 3.8361 7.3717
10 5.4367 3.6846 7.1887
11 5.2827 3.5452 7.0202
12 5.2154 3.4443 6.9864
13 5.1678 3.3926 6.9431
14 4.1749 2.4214 5.9285
15 4.0552 2.2757 5.8346
16 3.1784 1.3968 4.9601
17 3.1401 1.3368 4.9433
18 2.6981 0.8576 4.5385
19 2.5139 0.7177 4.31
20 2.321 0.5075 4.1345
21 2.0852 0.309 3.8613
22 1.5446 -0.2683 3.3574
23 1.339 -0.4604 3.1385
24 1.1002 -0.6633 2.8637
25 1.0654 -0.7303 2.8612
26 0.8475 -0.9142 2.6092
27 0.709 -1.0748 2.4928
28 0.0498 -1.7489 1.8485
29 0.042 -1.7262 1.8102
30 -0.2888 -2.0821 1.5046
31 -1.2876 -3.1067 0.5316
32 -1.5137 -3.322 0.2947
33 -1.5424 -3.3541 0.2693
34 -2.446 -4.2209 -0.6711
35 -3.5931 -5.3618 -1.8245
36 -3.8176 -5.6034 -2.0317
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-arcane-circle.png'
replot
unset output
