# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck camelot)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-camelot.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 2, agents mcts,mcts, deck camelot)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-17.309864:12.566864]
set yrange [36.6:0.4]
set ytics ("Trebuchet's Final Sword" 1, "Lancelot du Lac" 2, "King Arthur" 3, "Excalibur" 4, "Squire's Lance" 5, "Battle Cry" 6, "Disarm" 7, "Shield Wall" 8, "Round Table Shield" 9, "Leather Buckler" 10, "Sidestep" 11, "Traveler's Pack" 12, "Rusty Dagger" 13, "Wounding Strike" 14, "Tower Shield" 15, "Gawain the Sunlit" 16, "Ancient Merlin" 17, "Percival the Pure" 18, "Second Wind" 19, "Runed Staff" 20, "Signet Ring" 21, "Last Stand" 22, "Grail of Camelot" 23, "Quick Thinking" 24, "Hexblade" 25, "Hollow Sentinel" 26, "Dragon-Knight Aurelia" 27, "Wooden Club" 28, "Squire Bedwyr" 29, "Cunning Duelist" 30, "Rally the Knights" 31, "Dispel" 32, "Feint" 33, "Lady of the Lake" 34, "Quest for the Grail" 35, "Morgan le Fay" 36)
$s0 << EOD
1 8.7872 7.0681 10.5064
2 4.073 2.2428 5.9032
3 3.094 1.3151 4.8729
4 0.8115 -1.0066 2.6297
5 -0.8568 -2.5896 0.8759
6 -1.7115 -3.5219 0.0989
7 -2.5632 -4.3178 -0.8085
8 -3.4165 -5.1659 -1.6672
9 -3.4375 -5.1778 -1.6973
10 -5.5522 -7.3133 -3.7911
11 -5.9266 -7.6815 -4.1717
12 -5.9829 -7.7234 -4.2425
13 -6.1096 -7.8451 -4.3741
14 -6.8314 -8.6079 -5.0549
15 -7.7472 -9.4794 -6.0151
16 -7.8565 -9.6223 -6.0907
17 -7.8848 -9.6923 -6.0773
18 -8.0028 -9.7466 -6.259
19 -8.2523 -10.0096 -6.495
20 -8.4842 -10.2116 -6.7568
21 -8.5348 -10.319 -6.7505
22 -8.5743 -10.3218 -6.8269
23 -8.6532 -10.3864 -6.9201
24 -9.2812 -11.0171 -7.5452
25 -9.356 -11.0938 -7.6181
26 -9.3781 -11.1268 -7.6294
27 -9.3988 -11.1595 -7.638
28 -9.4824 -11.2211 -7.7437
29 -9.6546 -11.441 -7.8682
30 -9.7837 -11.4964 -8.0711
31 -10.0501 -11.8299 -8.2704
32 -10.589 -12.3395 -8.8386
33 -10.9195 -12.6537 -9.1853
34 -11.0083 -12.7581 -9.2585
35 -12.125 -13.8713 -10.3787
36 -13.5486 -15.2494 -11.8478
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-camelot.png'
replot
unset output
