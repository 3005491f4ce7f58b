# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck camelot)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-camelot.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 3, agents mcts:iters=400,mcts:iters=400, deck camelot)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-19.12942:11.63842]
set yrange [36.6:0.4]
set ytics ("Trebuchet's Final Sword" 1, "Lancelot du Lac" 2, "King Arthur" 3, "Excalibur" 4, "Shield Wall" 5, "Squire's Lance" 6, "Disarm" 7, "Battle Cry" 8, "Round Table Shield" 9, "Sidestep" 10, "Traveler's Pack" 11, "Rusty Dagger" 12, "Leather Buckler" 13, "Percival the Pure" 14, "Dragon-Knight Aurelia" 15, "Ancient Merlin" 16, "Wounding Strike" 17, "Hexblade" 18, "Grail of Camelot" 19, "Tower Shield" 20, "Second Wind" 21, "Signet Ring" 22, "Runed Staff" 23, "Gawain the Sunlit" 24, "Wooden Club" 25, "Squire Bedwyr" 26, "Last Stand" 27, "Hollow Sentinel" 28, "Quick Thinking" 29, "Lady of the Lake" 30, "Cunning Duelist" 31, "Rally the Knights" 32, "Dispel" 33, "Feint" 34, "Quest for the Grail" 35, "Morgan le Fay" 36)
$s0 << EOD
1 7.7773 6.0382 9.5165
2 2.793 0.8901 4.6959
3 2.5675 0.7187 4.4163
4 -0.2436 -2.0641 1.5769
5 -2.9883 -4.7543 -1.2222
6 -3.1237 -4.8932 -1.3542
7 -3.2493 -5.0472 -1.4514
8 -3.6114 -5.4347 -1.788
9 -5.1956 -6.9628 -3.4283
10 -5.8017 -7.5774 -4.026
11 -5.886 -7.6511 -4.1209
12 -7.1317 -8.9015 -5.3618
13 -7.5987 -9.4068 -5.7906
14 -8.2291 -10.0267 -6.4314
15 -8.2882 -10.1297 -6.4467
16 -9.5826 -11.3741 -7.791
17 -9.599 -11.4212 -7.7767
18 -9.678 -11.4435 -7.9125
19 -9.6939 -11.4791 -7.9088
20 -9.9482 -11.6873 -8.2091
21 -10.1269 -11.9098 -8.344
22 -10.131 -11.9702 -8.2918
23 -10.3225 -12.0151 -8.63
24 -10.866 -12.6621 -9.0699
25 -11.093 -12.8525 -9.3335
26 -11.3547 -13.1523 -9.5571
27 -11.3887 -13.1348 -9.6426
28 -11.4475 -13.2297 -9.6653
29 -11.6198 -13.3695 -9.8702
30 -11.7172 -13.4955 -9.9389
31 -12.1938 -13.9658 -10.4218
32 -12.3606 -14.1313 -10.5898
33 -12.4203 -14.2052 -10.6353
34 -12.6955 -14.4562 -10.9348
35 -13.0083 -14.7558 -11.2607
36 -15.2476 -17.0075 -13.4878
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-camelot.png'
replot
unset output
