# each card: win rate when drawn minus when in the deck but not drawn (lineup 2, agents mcts,mcts, deck wild-hunt)
# drawn by simulate f10b9c8 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-wild-hunt.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 2, agents mcts,mcts, deck wild-hunt)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-12.495552:8.456252]
set yrange [36.6:0.4]
set ytics ("Alpha Dire Wolf" 1, "Beast Totem" 2, "Elder Wyrm" 3, "Alpha's Collar" 4, "Primal Roar" 5, "Longbow of Sherwood" 6, "Pack Tactics" 7, "Pounce" 8, "Thunderbird" 9, "Traveler's Pack" 10, "Leather Buckler" 11, "Iron Fangs" 12, "Hunting Falcon" 13, "Wyrmfire Gland" 14, "Rusty Dagger" 15, "Great Bear of the North" 16, "Sidestep" 17, "Dragonhide" 18, "Razor Talons" 19, "Chimera" 20, "Salamander" 21, "Dragon-Knight Aurelia" 22, "Last Stand" 23, "Bloodlust" 24, "Wooden Club" 25, "Sky Strike" 26, "Cave Viper" 27, "Feathered Cloak" 28, "Shed Skin" 29, "Take Flight" 30, "Feint" 31, "Quick Thinking" 32, "Plague Rat Swarm" 33, "Victory Feast" 34, "Pack Jackal" 35, "Giant Tortoise" 36)
$s0 << EOD
1 5.2767 3.542 7.0113
2 4.2752 2.601 5.9495
3 3.0288 1.3047 4.7529
4 1.5194 -0.1565 3.1954
5 0.5803 -1.0723 2.2329
6 0.4464 -1.268 2.1608
7 -0.1822 -1.8678 1.5035
8 -0.8949 -2.6333 0.8435
9 -0.9574 -2.7125 0.7977
10 -1.0744 -2.7564 0.6077
11 -1.1187 -2.8289 0.5914
12 -1.174 -2.8458 0.4978
13 -1.1906 -2.8836 0.5023
14 -1.3794 -3.0995 0.3407
15 -1.4931 -3.232 0.2459
16 -2.2807 -4.0291 -0.5323
17 -2.2835 -3.9573 -0.6096
18 -2.6104 -4.2938 -0.9269
19 -2.7803 -4.4795 -1.081
20 -3.8507 -5.5342 -2.1672
21 -4.0081 -5.7165 -2.2996
22 -4.089 -5.7765 -2.4014
23 -4.274 -5.9798 -2.5681
24 -4.3077 -6.0361 -2.5794
25 -4.3501 -6.0192 -2.6809
26 -4.395 -6.0703 -2.7196
27 -4.5792 -6.2872 -2.8712
28 -5.0431 -6.7907 -3.2954
29 -5.3521 -7.0502 -3.6541
30 -5.4607 -7.1419 -3.7795
31 -5.8988 -7.5656 -4.2319
32 -6.0965 -7.7868 -4.4063
33 -6.6034 -8.3247 -4.8822
34 -6.9172 -8.6333 -5.2011
35 -9.1973 -10.8834 -7.5112
36 -9.4126 -11.0506 -7.7747
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-mcts-wild-hunt.png'
replot
unset output
