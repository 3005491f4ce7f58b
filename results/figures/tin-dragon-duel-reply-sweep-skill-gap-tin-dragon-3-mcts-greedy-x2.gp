# tin-dragon, 3 players: skill gap against the setting
# drawn by simulate 658e5ea (simulate plot) from /work/main/results/tin-dragon-duel-reply.csv
# gnuplot this-file: re-draws the .svg and the .png
set terminal svg size 960,560 noenhanced font 'Sans,13'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-skill-gap-tin-dragon-3-mcts-greedy-x2.svg'
set encoding utf8
set title "tin-dragon, 3 players: skill gap against the setting\nstrongest minus weakest agent over all seats; bars: 95% interval"
set xlabel "setting"
set ylabel "difference in win rate (percentage points)"
set grid ytics lc rgb '#d8d8d8'
set key below left Left reverse height 1
set xzeroaxis lt -1 lc rgb '#808080'
set yrange [86.3431:92.3758]
set xrange [0.4:2.6]
set xtics ("duel_reply=false" 1, "duel_reply=true" 2) rotate by -35
$s0 << EOD
1 90.7 89.3586 91.8758
2 88.3167 86.8431 89.6305
EOD
plot $s0 using 1:2 with lines lc 1 dt 1 lw 1.5 notitle, \
     $s0 using 1:2:3:4 with yerrorbars lc 1 pt 7 ps 0.9 lw 1.2 title "skill gap"
set terminal pngcairo size 960,560 noenhanced font 'Sans,11'
set output '/work/main/results/figures/tin-dragon-duel-reply-sweep-skill-gap-tin-dragon-3-mcts-greedy-x2.png'
replot
unset output
