# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck camelot)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
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
set xrange [-18.923624:13.350824]
set yrange [36.6:0.4]
set ytics ("Trebuchet's Final Sword" 1, "Lancelot du Lac" 2, "King Arthur" 3, "Excalibur" 4, "Squire's Lance" 5, "Shield Wall" 6, "Battle Cry" 7, "Disarm" 8, "Round Table Shield" 9, "Rusty Dagger" 10, "Leather Buckler" 11, "Traveler's Pack" 12, "Sidestep" 13, "Tower Shield" 14, "Ancient Merlin" 15, "Percival the Pure" 16, "Wounding Strike" 17, "Signet Ring" 18, "Runed Staff" 19, "Dragon-Knight Aurelia" 20, "Last Stand" 21, "Hexblade" 22, "Second Wind" 23, "Gawain the Sunlit" 24, "Hollow Sentinel" 25, "Grail of Camelot" 26, "Cunning Duelist" 27, "Wooden Club" 28, "Quick Thinking" 29, "Squire Bedwyr" 30, "Feint" 31, "Dispel" 32, "Lady of the Lake" 33, "Rally the Knights" 34, "Quest for the Grail" 35, "Morgan le Fay" 36)
$s0 << EOD
1 9.3795 7.634 11.125
2 4.2619 2.4351 6.0887
3 2.1468 0.3357 3.9578
4 0.1936 -1.6372 2.0245
5 -2.2619 -4.0549 -0.4689
6 -2.9894 -4.7914 -1.1873
7 -3.5006 -5.3446 -1.6566
8 -3.5143 -5.3319 -1.6966
9 -4.1718 -5.9623 -2.3814
10 -4.7826 -6.5406 -3.0245
11 -6.0258 -7.8016 -4.25
12 -6.1749 -7.9531 -4.3967
13 -6.2237 -8.0028 -4.4445
14 -7.259 -9.0201 -5.4979
15 -7.5616 -9.3529 -5.7703
16 -7.7234 -9.4978 -5.949
17 -8.0384 -9.8414 -6.2353
18 -8.2705 -10.0393 -6.5018
19 -8.3227 -10.094 -6.5514
20 -8.4315 -10.2054 -6.6576
21 -8.9212 -10.6901 -7.1523
22 -9.2038 -10.9915 -7.4161
23 -9.2203 -10.996 -7.4447
24 -9.2602 -11.0754 -7.445
25 -9.545 -11.426 -7.6639
26 -9.9538 -11.7367 -8.1708
27 -10.4357 -12.2164 -8.655
28 -10.8762 -12.6695 -9.0828
29 -10.9813 -12.7705 -9.1922
30 -11.0882 -12.8716 -9.3047
31 -11.1756 -12.9823 -9.3689
32 -11.4432 -13.2171 -9.6693
33 -12.198 -13.9524 -10.4436
34 -12.3276 -14.1023 -10.553
35 -13.543 -15.2849 -11.8012
36 -14.9742 -16.6978 -13.2506
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-camelot.png'
replot
unset output
