#!/usr/bin/env bash
# The transcripts of docs/PLAYTEST.md still play as shown: for each "`simulate play
# ... -q`, answering K every time" the program, fed K at every prompt, must print the
# transcript's first lines (up to its first cut) and its last line. A change of play
# that leaves a transcript stale fails here, naming it.
#   tests/docs/playtest.sh SIMULATE DOC
set -euo pipefail
sim=$(realpath "$1") doc=$(realpath "$2")
tmp=$(mktemp -d)
cd "$tmp" # simulate play writes its CSV under results/ of the folder it runs in
trap 'rm -rf "$tmp"' EXIT
n=0 bad=0
while IFS= read -r line; do
    cmd=$(sed -n 's/^`simulate play \(.*-q\)`, answering \([0-9]*\) every time.*/\1|\2/p' <<<"$line")
    [[ -n $cmd ]] || continue
    args=${cmd%|*} answer=${cmd#*|}
    n=$((n + 1))
    # the transcript: the fenced block after this line
    awk -v want="$line" '
        $0 == want { on = 1; next }
        on && /^```/ { if (inside) exit; inside = 1; next }
        on && inside { print }' "$doc" >"$tmp/doc.txt"
    # shellcheck disable=SC2086
    yes "$answer" | head -n 100000 | "$sim" play $args >"$tmp/run.txt" 2>&1 || true
    sed -i -e '/^[[:space:]]*$/d' "$tmp/doc.txt" "$tmp/run.txt"
    head_lines=$(grep -n '^\[\.\.\. ' "$tmp/doc.txt" | head -n 1 | cut -d: -f1 || true)
    head_lines=$(( ${head_lines:-$(wc -l <"$tmp/doc.txt")} - 1 ))
    if ! cmp -s <(head -n "$head_lines" "$tmp/doc.txt") <(head -n "$head_lines" "$tmp/run.txt"); then
        echo "playtest: 'simulate play $args' no longer prints the start of its transcript:" >&2
        diff <(head -n "$head_lines" "$tmp/doc.txt") <(head -n "$head_lines" "$tmp/run.txt") | head -n 8 >&2
        bad=1
    fi
    if [[ $(tail -n 1 "$tmp/doc.txt") != "$(tail -n 1 "$tmp/run.txt")" ]]; then
        echo "playtest: 'simulate play $args' ends otherwise than its transcript:" >&2
        echo "  doc: $(tail -n 1 "$tmp/doc.txt")" >&2
        echo "  now: $(tail -n 1 "$tmp/run.txt")" >&2
        bad=1
    fi
done <"$doc"
((n == 5)) || { echo "playtest: expected 5 transcripts in $doc, found $n" >&2; exit 1; }
((bad == 0)) && echo "playtest: $n transcripts play as shown"
exit "$bad"
