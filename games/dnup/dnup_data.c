/* dnup_data.c - reading and validating games/dnup/cards.csv.
 *
 * Columns: value_a, value_b (the two values, 1..9, distinct), star (0/1, exactly one
 * card), symbol (none, one-dot, two-dot, three-dot: the player counts that remove the
 * card). Exactly 36 rows, every pair of distinct values once; every player count keeps
 * at least one card per player. Every error names the file, and the line and the field
 * where one row is at fault. */
#include <stdio.h>
#include <string.h>

#include "data.h"
#include "dnup.h"

/* The game's deck: written here only, by dnup_deck_init; const everywhere else. */
static dnup_deck_t game_deck;
const dnup_deck_t *const dnup_deck = &game_deck;

static const char *const symbol_names[] = {"none", "one-dot", "two-dot", "three-dot"};

/* Symbols whose cards a player count removes (rulebook, Game Setup; 2 players: 2-Player
 * Game, Setup). Bit k: symbol k is removed. */
static unsigned removed_symbols(int players)
{
    switch (players) {
    case 2: return 1u << DNUP_SYM_ONE_DOT | 1u << DNUP_SYM_TWO_DOT | 1u << DNUP_SYM_THREE_DOT;
    case 3: return 1u << DNUP_SYM_TWO_DOT | 1u << DNUP_SYM_THREE_DOT;
    case 4: return 1u << DNUP_SYM_THREE_DOT;
    default: return 0;
    }
}

static int parse_symbol(const csv_table_t *t, int row, int col, uint8_t *out, char *err,
                        size_t n)
{
    const char *s = csv_table_cell(t, row, col);
    for (int k = 0; k < 4; k++) {
        if (strcmp(s, symbol_names[k]) == 0) {
            *out = (uint8_t)k;
            return 0;
        }
    }
    snprintf(err, n, "%s:%d: field 'symbol': expected none, one-dot, two-dot or three-dot, "
             "got '%s'", t->path, t->line[row], s);
    return 1;
}

/* One row into card c; checks the values, the pair's uniqueness and the star. */
static int read_card(dnup_deck_t *d, const csv_table_t *t, int row, const int col[4],
                     int star_line[1], char *err, size_t n)
{
    long a, b, star;
    int c = d->ncards;
    if (csv_table_int(t, row, col[0], 1, DNUP_MAX_VALUE, &a, err, n) ||
        csv_table_int(t, row, col[1], 1, DNUP_MAX_VALUE, &b, err, n) ||
        csv_table_int(t, row, col[2], 0, 1, &star, err, n) ||
        parse_symbol(t, row, col[3], &d->symbol[c], err, n))
        return 1;
    if (a == b) {
        snprintf(err, n, "%s:%d: field 'value_b': the two values of a card must differ, "
                 "both are %ld", t->path, t->line[row], a);
        return 1;
    }
    if (d->card_of[a][b] >= 0) {
        snprintf(err, n, "%s:%d: field 'value_b': the pair %ld/%ld is already card %d of "
                 "the file", t->path, t->line[row], a, b, d->card_of[a][b] + 1);
        return 1;
    }
    if (star) {
        if (d->star >= 0) {
            snprintf(err, n, "%s:%d: field 'star': a second star card (the first is on "
                     "line %d)", t->path, t->line[row], star_line[0]);
            return 1;
        }
        if (d->symbol[c] != DNUP_SYM_NONE) {
            snprintf(err, n, "%s:%d: field 'symbol': the star card starts every round, so "
                     "it must be in every player count (symbol none)", t->path, t->line[row]);
            return 1;
        }
        d->star = c;
        star_line[0] = t->line[row];
    }
    d->face[c][0] = (uint8_t)a;
    d->face[c][1] = (uint8_t)b;
    d->card_of[a][b] = d->card_of[b][a] = (int8_t)c;
    d->ncards++;
    return 0;
}

int dnup_deck_load(dnup_deck_t *deck, const char *path, char *err, size_t n)
{
    dnup_deck_t d;
    memset(&d, 0, sizeof d);
    memset(d.card_of, -1, sizeof d.card_of);
    d.star = -1;
    csv_table_t t;
    if (csv_table_load(&t, path, err, n))
        return 1;
    int col[4];
    static const char *const names[4] = {"value_a", "value_b", "star", "symbol"};
    int rc = 0;
    for (int k = 0; k < 4 && !rc; k++)
        if ((col[k] = csv_table_need(&t, names[k], err, n)) < 0)
            rc = 1;
    if (!rc && t.nrows == 0) {
        snprintf(err, n, "%s: no cards", path);
        rc = 1;
    }
    int star_line = 0;
    for (int row = 0; row < t.nrows && !rc; row++)
        rc = read_card(&d, &t, row, col, &star_line, err, n);
    /* Distinct pairs of 1..9 number 36, so a 37th row is always a repeated pair (caught
     * above), and 36 rows hold every pair: the deck (RULES.md, Components). */
    if (!rc && d.ncards < DNUP_MAX_CARDS) {
        int a = 1, b = 2;
        while (d.card_of[a][b] >= 0)
            if (++b > DNUP_MAX_VALUE)
                a++, b = a + 1;
        snprintf(err, n, "%s: %d cards, but the deck has %d, one for every pair of distinct "
                 "values 1-9; %d/%d is missing (the file may be cut short)", path, d.ncards,
                 DNUP_MAX_CARDS, a, b);
        rc = 1;
    }
    if (!rc && d.star < 0) {
        snprintf(err, n, "%s: no star card (exactly one row must have star 1)", path);
        rc = 1;
    }
    csv_table_free(&t);
    if (rc)
        return 1;
    for (int p = DNUP_MIN_PLAYERS; p <= DNUP_MAX_PLAYERS; p++) {
        for (int c = 0; c < d.ncards; c++)
            if (!(removed_symbols(p) >> d.symbol[c] & 1u))
                d.in_play[p] |= 1ull << c;
        int kept = dnup_count(d.in_play[p]);
        if (kept < p) {
            snprintf(err, n, "%s: with %d players the symbols keep %d card%s, fewer than one "
                     "per player", path, p, kept, kept == 1 ? "" : "s");
            return 1;
        }
    }
    *deck = d;
    return 0;
}

int dnup_deck_init(char *err, size_t n)
{
    char path[1024];
    data_path(path, sizeof path, "games/dnup/cards.csv");
    return dnup_deck_load(&game_deck, path, err, n);
}
