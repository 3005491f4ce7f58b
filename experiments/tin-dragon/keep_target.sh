#!/usr/bin/env bash
# How hard should a keep be? The keep target (a roll must beat it) at 4 (the
# rulebook's), 3, 5 and 6, with the fortification target alongside.
. "$(dirname "$0")/common.sh"
sweep keep-target -n "${N:-20000}" --sweep keep_target=4,3,5,6 --sweep fort_target=2,3
