#!/usr/bin/env bash
# How strong should the heroes be? The base hero target (3 in the rulebook) and the
# Crusader's bonus per destroyed keep (2 in the rulebook).
. "$(dirname "$0")/common.sh"
sweep hero-strength -n "${N:-20000}" --sweep hero_target=3,2,4,5 --sweep crusader_bonus=2,1,3
