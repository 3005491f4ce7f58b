# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck camelot)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-17.591972:17.934072]
set yrange [36.6:0.4]
set ytics ("Trebuchet's Final Sword" 1, "Lancelot du Lac" 2, "Battle Cry" 3, "Round Table Shield" 4, "King Arthur" 5, "Squire's Lance" 6, "Rusty Dagger" 7, "Feint" 8, "Tower Shield" 9, "Runed Staff" 10, "Wooden Club" 11, "Dragon-Knight Aurelia" 12, "Ancient Merlin" 13, "Excalibur" 14, "Disarm" 15, "Signet Ring" 16, "Traveler's Pack" 17, "Last Stand" 18, "Cunning Duelist" 19, "Percival the Pure" 20, "Dispel" 21, "Rally the Knights" 22, "Hollow Sentinel" 23, "Grail of Camelot" 24, "Quest for the Grail" 25, "Quick Thinking" 26, "Wounding Strike" 27, "Sidestep" 28, "Shield Wall" 29, "Hexblade" 30, "Leather Buckler" 31, "Second Wind" 32, "Gawain the Sunlit" 33, "Squire Bedwyr" 34, "Lady of the Lake" 35, "Morgan le Fay" 36)
$s0 << EOD
1 13.7284 11.9727 15.484
2 12.9863 11.223 14.7496
3 4.7337 2.915 6.5525
4 3.8987 2.1268 5.6705
5 3.5567 1.7468 5.3666
6 3.46 1.6569 5.2631
7 2.1124 0.294 3.9309
8 -0.5829 -2.3928 1.2269
9 -0.8431 -2.6434 0.9573
10 -0.8697 -2.6605 0.921
11 -1.4541 -3.2604 0.3521
12 -1.9956 -3.8157 -0.1754
13 -2.4362 -4.3319 -0.5404
14 -2.5865 -4.4351 -0.7379
15 -2.6359 -4.5081 -0.7637
16 -2.8738 -4.6899 -1.0577
17 -3.4466 -5.2767 -1.6165
18 -3.9192 -5.7316 -2.1068
19 -4.0546 -5.9171 -2.1922
20 -4.4667 -6.2802 -2.6532
21 -4.6284 -6.4583 -2.7985
22 -4.7298 -6.5968 -2.8629
23 -4.7446 -6.573 -2.9162
24 -5.003 -6.8476 -3.1585
25 -5.0527 -6.9279 -3.1775
26 -5.1141 -6.9194 -3.3087
27 -5.1452 -7.0195 -3.271
28 -5.414 -7.2679 -3.5601
29 -5.4997 -7.3107 -3.6886
30 -5.9384 -7.7845 -4.0923
31 -6.2202 -8.0338 -4.4066
32 -6.2444 -8.0423 -4.4465
33 -6.5384 -8.3604 -4.7165
34 -8.9686 -10.7834 -7.1537
35 -9.1626 -10.9336 -7.3917
36 -13.3567 -15.1419 -11.5715
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-camelot.png'
replot
unset output
