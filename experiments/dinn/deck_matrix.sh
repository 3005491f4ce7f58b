#!/usr/bin/env bash
# deck_matrix.sh - which Dinn deck beats which.
#
# Plays every ordered pair of the decklists in experiments/dinn/decks/ (deck A in
# seat 1 against deck B in seat 2, and the other way round, so neither deck keeps
# a seat), with the same agent on both sides, and writes
# results/dinn-deck-matrix.csv: one row per (deck, opponent) and one per deck against
# the field (opponent `all`), with the deck's wins, draws, losses, win rate and its
# Wilson 95% interval. Decks are tied to seats (--deck), agents rotate over the seats;
# with two identical agents the only difference between the seats is the deck.
#
# Usage: experiments/dinn/deck_matrix.sh [--help]
# Environment (all optional):
#   AGENT     agent spec for both seats   (default: greedy)
#   GAMES     games per ordered pair      (default: 10000)
#   SEED      run seed                    (default: 1)
#   DECKS     decklist files              (default: experiments/dinn/decks/*.txt)
#   OUT       the CSV                     (default: results/dinn-deck-matrix.csv)
#   SIMULATE  the simulator               (default: build/simulate)
set -euo pipefail

if [[ $# -gt 0 ]]; then
    sed -n '2,/^set -euo/p' "$0" | sed -e '/^set -euo/d' -e 's/^# \{0,1\}//'
    [[ $1 == -h || $1 == --help ]] && exit 0
    exit 2
fi

root=$(cd "$(dirname "$0")/../.." && pwd)
sim=${SIMULATE:-$root/build/simulate}
agent=${AGENT:-greedy}
games=${GAMES:-10000}
seed=${SEED:-1}
out=${OUT:-$root/results/dinn-deck-matrix.csv}
if [[ -n ${DECKS:-} ]]; then
    read -r -a decks <<<"$DECKS"
else
    decks=("$root"/experiments/dinn/decks/*.txt)
fi
[[ -x $sim ]] || (cd "$root" && scripts/setup.sh)
((${#decks[@]} >= 2)) || { echo "deck_matrix: need at least two decklists" >&2; exit 2; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pairs="$tmp/pairs.txt" # deck opponent wins draws losses capped (deck's view)
: >"$pairs"

for a in "${decks[@]}"; do
    for b in "${decks[@]}"; do
        [[ $a == "$b" ]] && continue
        na=$(basename "$a" .txt)
        nb=$(basename "$b" .txt)
        part="$tmp/$na-$nb.csv"
        "$sim" --game dinn --agents "$agent,$agent" --deck "$a" --deck "$b" -n "$games" \
            --seed "$seed" --quiet --out "$part"
        # agent `all`, seat 1 is deck A; seat 2 is deck B
        awk -F, -v a="$na" -v b="$nb" '
            { sub(/\r$/, "") }
            NR == 1 { for (i = 1; i <= NF; i++) h[$i] = i; next }
            $h["agent"] == "all" && $h["seat"] == "1" {
                print a, b, $h["wins"], $h["draws"], $h["losses"], $h["capped"] }
            $h["agent"] == "all" && $h["seat"] == "2" {
                print b, a, $h["wins"], $h["draws"], $h["losses"], $h["capped"] }
        ' "$part" >>"$pairs"
        echo "deck_matrix: $na vs $nb done" >&2
    done
done

mkdir -p "$(dirname "$out")"
awk -v agent="$agent" -v seed="$seed" '
function wilson(k, n, which,    p, z, d, c, h) {
    if (n == 0) return ""
    z = 1.959963984540054; p = k / n
    d = 1 + z * z / n; c = (p + z * z / (2 * n)) / d
    h = z * sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return sprintf("%.6f", which == "lo" ? (c - h < 0 ? 0 : c - h) : (c + h > 1 ? 1 : c + h))
}
function row(deck, opp, w, d, l, c,    n) {
    n = w + d + l
    printf "%s,%s,%s,%s,%d,%d,%d,%d,%d,%s,%s,%s\r\n", agent, seed, deck, opp, n + c, w, d, l, c,
        n ? sprintf("%.6f", w / n) : "", wilson(w, n, "lo"), wilson(w, n, "hi")
}
BEGIN { print "agent,seed,deck,opponent,games,wins,draws,losses,capped,win_rate,ci_low,ci_high\r" }
{
    k = $1 SUBSEP $2
    if (!(k in W)) order[++n] = k
    W[k] += $3; D[k] += $4; L[k] += $5; C[k] += $6
    TW[$1] += $3; TD[$1] += $4; TL[$1] += $5; TC[$1] += $6
    if (!($1 in seen)) { seen[$1] = 1; decks[++nd] = $1 }
}
END {
    for (i = 1; i <= n; i++) { split(order[i], p, SUBSEP); row(p[1], p[2], W[order[i]], D[order[i]], L[order[i]], C[order[i]]) }
    for (i = 1; i <= nd; i++) row(decks[i], "all", TW[decks[i]], TD[decks[i]], TL[decks[i]], TC[decks[i]])
}' "$pairs" >"$out.tmp.$$"
mv "$out.tmp.$$" "$out"
echo "deck_matrix: wrote $out" >&2

# Summary: each deck against the field, strongest first.
awk -F, '{ sub(/\r$/, "") } NR > 1 && $4 == "all" { printf "%-16s %6.1f%%  [%5.1f, %5.1f]\n", $3, 100 * $10, 100 * $11, 100 * $12 }' "$out" |
    sort -k2 -n -r
