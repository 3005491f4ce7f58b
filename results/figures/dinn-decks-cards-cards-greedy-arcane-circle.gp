# each card: win rate when drawn minus when in the deck but not drawn (lineup 1, agents greedy,greedy, deck arcane-circle)
# drawn by simulate cf0c2f6 (simulate plot) from /work/main/results/dinn-decks-cards.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,940 noenhanced font 'Sans,12'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-arcane-circle.svg'
set encoding utf8
set title "each card: win rate when drawn minus when in the deck but not drawn\n(lineup 1, agents greedy,greedy, deck arcane-circle)\nbars: 95% interval; 0: the card makes no difference"
set xlabel "win rate drawn minus not drawn (percentage points)"
set ylabel "card (best first)"
set grid xtics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set yzeroaxis lt -1 lc rgb '#808080'
set xrange [-7.25218:14.19158]
set yrange [36.6:0.4]
set ytics ("Rusty Dagger" 1, "Runed Staff" 2, "Wand of Echoes" 3, "The Grand Archivist" 4, "Philosopher's Stone" 5, "Alchemist's Flask" 6, "Wooden Club" 7, "Mirror Shield" 8, "Ancient Merlin" 9, "Last Stand" 10, "Crystal Focus" 11, "Brass Colossus" 12, "Scholar's Tome" 13, "Traveler's Pack" 14, "Hex Orb" 15, "Runesmith" 16, "Arcane Insight" 17, "Archmage Velloran" 18, "Alchemist of Brass" 19, "Quick Thinking" 20, "Void Seer" 21, "Dispel" 22, "Mind Twist" 23, "Leather Buckler" 24, "Second Wind" 25, "Sidestep" 26, "Transmute" 27, "Counterspell" 28, "Mirror Image" 29, "Ward" 30, "Foresight" 31, "Lady of the Lake" 32, "Essence Weaver" 33, "Illusionist Apprentice" 34, "Hexblade" 35, "Mirror Witch" 36)
$s0 << EOD
1 11.0724 9.4321 12.7127
2 10.6852 9.0191 12.3512
3 10.5694 8.8948 12.244
4 9.6113 7.9044 11.3181
5 8.7915 7.1082 10.4748
6 8.6724 6.9814 10.3634
7 6.8444 5.186 8.5028
8 6.3912 4.7268 8.0557
9 5.9794 4.2096 7.7492
10 5.954 4.3021 7.6059
11 5.4003 3.7228 7.0778
12 4.9437 3.271 6.6164
13 4.9056 3.1894 6.6217
14 4.3411 2.678 6.0043
15 4.1718 2.4801 5.8634
16 3.7089 2.0179 5.3999
17 3.6086 1.8898 5.3274
18 3.3622 1.6343 5.0902
19 3.2779 1.5965 4.9593
20 3.2139 1.5439 4.8838
21 2.3509 0.6903 4.0115
22 1.7076 0.0502 3.365
23 1.7057 0.0324 3.3791
24 1.623 -0.0724 3.3184
25 1.3473 -0.358 3.0525
26 1.3298 -0.3161 2.9758
27 1.1517 -0.5539 2.8572
28 1.0825 -0.6141 2.7792
29 1.0111 -0.6884 2.7106
30 0.9899 -0.7084 2.6881
31 0.6751 -1.0063 2.3565
32 -2.2225 -3.8947 -0.5503
33 -2.6526 -4.3096 -0.9956
34 -3.4908 -5.125 -1.8566
35 -3.897 -5.5579 -2.2361
36 -4.0909 -5.7733 -2.4084
EOD
plot $s0 using 2:1:3:4 with xerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "drawn minus not drawn"
set terminal pngcairo size 960,940 noenhanced font 'Sans,11'
set output '/work/main/results/figures/dinn-decks-cards-cards-greedy-arcane-circle.png'
replot
unset output
