# each card: win rate when drawn minus when in the deck but not drawn (lineup 3, agents mcts:iters=400,mcts:iters=400, deck camelot)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-19.88448:12.84898]
set yrange [36.6:0.4]
set ytics ("Trebuchet's Final Sword" 1, "Lancelot du Lac" 2, "King Arthur" 3, "Excalibur" 4, "Squire's Lance" 5, "Disarm" 6, "Shield Wall" 7, "Battle Cry" 8, "Round Table Shield" 9, "Traveler's Pack" 10, "Leather Buckler" 11, "Sidestep" 12, "Rusty Dagger" 13, "Ancient Merlin" 14, "Percival the Pure" 15, "Tower Shield" 16, "Wounding Strike" 17, "Grail of Camelot" 18, "Dragon-Knight Aurelia" 19, "Hexblade" 20, "Runed Staff" 21, "Second Wind" 22, "Signet Ring" 23, "Gawain the Sunlit" 24, "Last Stand" 25, "Wooden Club" 26, "Hollow Sentinel" 27, "Feint" 28, "Quick Thinking" 29, "Cunning Duelist" 30, "Squire Bedwyr" 31, "Lady of the Lake" 32, "Dispel" 33, "Rally the Knights" 34, "Quest for the Grail" 35, "Morgan le Fay" 36)
$s0 << EOD
1 8.8372 7.083 10.5915
2 2.6 0.71 4.4901
3 1.6821 -0.157 3.5212
4 -0.1858 -2.044 1.6723
5 -2.856 -4.6434 -1.0687
6 -3.0094 -4.8531 -1.1657
7 -3.7952 -5.6115 -1.9788
8 -4.4396 -6.3112 -2.568
9 -5.2153 -6.993 -3.4376
10 -6.2264 -8.0298 -4.4229
11 -6.8224 -8.6017 -5.0431
12 -7.426 -9.2067 -5.6453
13 -7.6722 -9.4488 -5.8957
14 -8.6454 -10.4739 -6.8169
15 -8.7217 -10.5387 -6.9046
16 -9.686 -11.4752 -7.8968
17 -9.8357 -11.6375 -8.0339
18 -9.9413 -11.7515 -8.131
19 -10.1176 -11.9338 -8.3015
20 -10.1702 -11.9517 -8.3887
21 -10.2715 -12.0515 -8.4915
22 -10.3703 -12.1834 -8.5571
23 -10.5339 -12.2994 -8.7685
24 -10.5653 -12.3647 -8.7658
25 -10.9416 -12.6904 -9.1927
26 -11.0815 -12.8456 -9.3173
27 -11.669 -13.4687 -9.8694
28 -11.7406 -13.491 -9.9902
29 -11.7579 -13.5375 -9.9782
30 -11.7664 -13.5423 -9.9906
31 -11.9835 -13.7784 -10.1887
32 -12.1412 -13.9696 -10.3128
33 -12.8824 -14.6887 -11.0761
34 -13.4526 -15.2233 -11.6819
35 -13.903 -15.7115 -12.0946
36 -15.851 -17.627 -14.0751
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-iters-400-camelot.png'
replot
unset output
