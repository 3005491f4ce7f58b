# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck camelot)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-camelot.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 1, agents greedy,greedy, deck camelot)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-17.598764:18.507164]
set yrange [36.6:0.4]
set ytics ("Lancelot du Lac" 1, "Trebuchet's Final Sword" 2, "Battle Cry" 3, "Squire's Lance" 4, "Round Table Shield" 5, "Rusty Dagger" 6, "King Arthur" 7, "Feint" 8, "Tower Shield" 9, "Runed Staff" 10, "Excalibur" 11, "Traveler's Pack" 12, "Wooden Club" 13, "Disarm" 14, "Dragon-Knight Aurelia" 15, "Percival the Pure" 16, "Shield Wall" 17, "Hexblade" 18, "Ancient Merlin" 19, "Cunning Duelist" 20, "Signet Ring" 21, "Grail of Camelot" 22, "Sidestep" 23, "Hollow Sentinel" 24, "Last Stand" 25, "Leather Buckler" 26, "Quest for the Grail" 27, "Rally the Knights" 28, "Wounding Strike" 29, "Dispel" 30, "Quick Thinking" 31, "Squire Bedwyr" 32, "Second Wind" 33, "Gawain the Sunlit" 34, "Lady of the Lake" 35, "Morgan le Fay" 36)
$s0 << EOD
1 14.2432 12.4694 16.0171
2 12.6612 10.9181 14.4044
3 4.5442 2.7331 6.3554
4 4.0918 2.2945 5.8892
5 4.0823 2.3214 5.8433
6 3.632 1.8251 5.4388
7 2.5962 0.7391 4.4533
8 0.2818 -1.5448 2.1085
9 -0.1684 -1.9979 1.661
10 -0.6782 -2.5001 1.1438
11 -1.1262 -2.9731 0.7207
12 -2.0444 -3.8331 -0.2558
13 -2.4733 -4.2701 -0.6764
14 -2.5704 -4.3806 -0.7602
15 -2.6563 -4.4331 -0.8796
16 -2.9863 -4.8123 -1.1602
17 -3.2243 -5.0288 -1.4199
18 -3.4568 -5.2869 -1.6267
19 -3.5391 -5.3902 -1.688
20 -3.6161 -5.474 -1.7583
21 -3.6384 -5.4397 -1.837
22 -3.9514 -5.762 -2.1408
23 -4.0224 -5.9277 -2.1171
24 -4.3253 -6.162 -2.4886
25 -4.5008 -6.2807 -2.7209
26 -4.5748 -6.3552 -2.7944
27 -5.085 -6.934 -3.2361
28 -5.5666 -7.4367 -3.6964
29 -5.5848 -7.416 -3.7535
30 -6.216 -8.0551 -4.3769
31 -6.3018 -8.1639 -4.4397
32 -6.9529 -8.7931 -5.1127
33 -6.9637 -8.7825 -5.1449
34 -7.2273 -9.0573 -5.3974
35 -7.8224 -9.6259 -6.0189
36 -13.2982 -15.1087 -11.4878
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-camelot.png'
replot
unset output
