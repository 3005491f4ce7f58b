# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck arcane-circle)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-8.47118:14.23408]
set yrange [36.6:0.4]
set ytics ("Alchemist of Brass" 1, "The Grand Archivist" 2, "Rusty Dagger" 3, "Alchemist's Flask" 4, "Philosopher's Stone" 5, "Crystal Focus" 6, "Runed Staff" 7, "Wand of Echoes" 8, "Ward" 9, "Scholar's Tome" 10, "Arcane Insight" 11, "Leather Buckler" 12, "Sidestep" 13, "Traveler's Pack" 14, "Last Stand" 15, "Ancient Merlin" 16, "Wooden Club" 17, "Brass Colossus" 18, "Runesmith" 19, "Dispel" 20, "Counterspell" 21, "Mirror Shield" 22, "Second Wind" 23, "Foresight" 24, "Archmage Velloran" 25, "Void Seer" 26, "Mind Twist" 27, "Quick Thinking" 28, "Hex Orb" 29, "Lady of the Lake" 30, "Transmute" 31, "Mirror Image" 32, "Essence Weaver" 33, "Illusionist Apprentice" 34, "Hexblade" 35, "Mirror Witch" 36)
$s0 << EOD
1 10.9117 9.1552 12.6682
2 9.5045 7.6713 11.3376
3 7.0676 5.3669 8.7683
4 7.0069 5.2567 8.757
5 6.6775 4.9565 8.3984
6 6.1153 4.3876 7.8429
7 6.06 4.3142 7.8057
8 5.7629 4.0499 7.4758
9 5.7228 3.9991 7.4466
10 5.2854 3.5189 7.0518
11 4.9831 3.2412 6.7249
12 4.6287 2.8943 6.3631
13 4.5765 2.8318 6.3212
14 4.5188 2.8332 6.2043
15 4.4321 2.7062 6.158
16 3.5221 1.7336 5.3106
17 3.148 1.4352 4.8609
18 3.0099 1.2636 4.7562
19 2.1959 0.4516 3.9402
20 2.1186 0.4034 3.8337
21 1.8981 0.2139 3.5823
22 1.5266 -0.1716 3.2248
23 1.2663 -0.4885 3.0211
24 1.2241 -0.4911 2.9393
25 1.1884 -0.5406 2.9173
26 1.1728 -0.5544 2.9
27 0.8588 -0.8912 2.6087
28 0.7627 -0.9985 2.5238
29 0.1429 -1.5769 1.8626
30 -0.4705 -2.2465 1.3055
31 -0.8741 -2.5838 0.8356
32 -1.728 -3.484 0.028
33 -2.0614 -3.8007 -0.3221
34 -3.13 -4.8804 -1.3797
35 -3.8652 -5.6091 -2.1214
36 -5.2175 -6.9053 -3.5297
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-arcane-circle.png'
replot
unset output
