#!/usr/bin/env bash
# generic_cards.sh - do the example decks need their attribute-free cards?
#
# Nine pool cards carry no attribute, so every hero can play them, and each example
# deck holds 8 or 9 of them. For every deck in experiments/dinn/decks/ this plays the
# deck as it is and its version in experiments/dinn/decks-without-generics/ (each
# attribute-free card replaced by the card of its type most of the deck's heroes can
# play) against each of the other example decks, both seat orders, the same agent on
# both sides and the same seeds for both versions, and writes one CSV: per deck,
# version (with / without) and opponent (and `all`, the field), wins, draws, losses,
# win rate and its Wilson 95% interval.
#
# Usage: experiments/dinn/generic_cards.sh [--help]
# Environment (all optional):
#   AGENT     agent spec for both seats   (default: greedy)
#   GAMES     games per ordered pair      (default: 10000)
#   SEED      run seed                    (default: 1)
#   PUBLISH   1: write results/dinn-generic-cards.csv (to commit with the README);
#             0 (default): scratch/dinn-generic-cards.csv
#   OUT       the CSV, anywhere else
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
case ${PUBLISH:-0} in
0) out=$root/scratch/dinn-generic-cards.csv ;;
1) out=$root/results/dinn-generic-cards.csv ;;
*) echo "generic_cards: PUBLISH takes 0 or 1, not '${PUBLISH}'" >&2; exit 2 ;;
esac
out=${OUT:-$out}
[[ -x $sim ]] || (cd "$root" && scripts/setup.sh)

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
pairs="$tmp/pairs.txt" # deck version opponent wins draws losses capped (deck's view)
: >"$pairs"

for a in "$root"/experiments/dinn/decks/*.txt; do
    na=$(basename "$a" .txt)
    for version in with without; do
        deck=$a
        [[ $version == without ]] && deck=$root/experiments/dinn/decks-without-generics/$na.txt
        for b in "$root"/experiments/dinn/decks/*.txt; do
            [[ $a == "$b" ]] && continue
            nb=$(basename "$b" .txt)
            for order in 1 2; do
                part="$tmp/part.csv"
                if [[ $order == 1 ]]; then
                    "$sim" --game dinn --agents "$agent,$agent" --deck "$deck" --deck "$b" \
                        -n "$games" --seed "$seed" --quiet --out "$part"
                else
                    "$sim" --game dinn --agents "$agent,$agent" --deck "$b" --deck "$deck" \
                        -n "$games" --seed "$seed" --quiet --out "$part"
                fi
                awk -F, -v a="$na" -v v="$version" -v b="$nb" -v s="$order" '
                    { sub(/\r$/, "") }
                    NR == 1 { for (i = 1; i <= NF; i++) h[$i] = i; next }
                    $h["agent"] == "all" && $h["seat"] == s {
                        print a, v, b, $h["wins"], $h["draws"], $h["losses"], $h["capped"] }
                ' "$part" >>"$pairs"
            done
        done
        echo "generic_cards: $na ($version) done" >&2
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
function row(deck, ver, opp, w, d, l, c,    n) {
    n = w + d + l
    printf "%s,%s,%s,%s,%s,%d,%d,%d,%d,%d,%s,%s,%s\r\n", agent, seed, deck, ver, opp, n + c, w, d,
        l, c, n ? sprintf("%.6f", w / n) : "", wilson(w, n, "lo"), wilson(w, n, "hi")
}
BEGIN { print "agent,seed,deck,generics,opponent,games,wins,draws,losses,capped,win_rate,ci_low,ci_high\r" }
{
    k = $1 SUBSEP $2 SUBSEP $3
    if (!(k in W)) order[++n] = k
    W[k] += $4; D[k] += $5; L[k] += $6; C[k] += $7
    f = $1 SUBSEP $2
    if (!(f in TW)) forder[++nf] = f
    TW[f] += $4; TD[f] += $5; TL[f] += $6; TC[f] += $7
}
END {
    for (i = 1; i <= n; i++) { split(order[i], p, SUBSEP); row(p[1], p[2], p[3], W[order[i]], D[order[i]], L[order[i]], C[order[i]]) }
    for (i = 1; i <= nf; i++) { split(forder[i], p, SUBSEP); row(p[1], p[2], "all", TW[forder[i]], TD[forder[i]], TL[forder[i]], TC[forder[i]]) }
}' "$pairs" >"$out.tmp.$$"
mv "$out.tmp.$$" "$out"
echo "generic_cards: wrote $out" >&2

# Summary: each deck against the field, with and without its attribute-free cards.
awk -F, '{ sub(/\r$/, "") } NR > 1 && $5 == "all" { printf "%-16s %-8s %6.1f%%  [%5.1f, %5.1f]\n", $3, $4, 100 * $11, 100 * $12, 100 * $13 }' "$out"
