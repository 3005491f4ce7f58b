/* dynamite_data.c - Dynamite: the card list games/dynamite/cards.csv, loaded and
 * checked once at init. The deck is written here only; everything else reads it
 * through the const pointer dyn_deck. */
#include <stdio.h>
#include <string.h>

#include "data.h"
#include "dynamite.h"

static dyn_deck_t deck_store;
const dyn_deck_t *const dyn_deck = &deck_store;

static const char *const symbol_names[DYN_SYMBOLS] = {
    "D", "I", "N", "A", "M", "T", "DINA", "MITA", "PLUS_MINUS_2", "CHANGE", "SWAP",
    "NO_PLAY_SINGLE", "NO_PLAY_DOUBLE",
};

static int symbol_index(const char *name)
{
    for (int s = 0; s < DYN_SYMBOLS; s++)
        if (strcmp(name, symbol_names[s]) == 0)
            return s;
    if (strcmp(name, "WILD") == 0)
        return DYN_WILD;
    if (strcmp(name, "DETONATOR") == 0)
        return DYN_DET;
    return -1;
}

/* One row of cards.csv: symbol, per_colour (copies in each colour), colourless. */
static int load_card_row(const csv_table_t *t, int r, int csym, int cper, int cless,
                         dyn_set_t *deck, int *seen, char *err, size_t n)
{
    const char *name = csv_table_cell(t, r, csym);
    int s = symbol_index(name);
    if (s < 0) {
        snprintf(err, n, "%s:%d: field 'symbol': unknown card '%s' (expected D, I, N, A, M, T, "
                 "DINA, MITA, PLUS_MINUS_2, CHANGE, SWAP, NO_PLAY_SINGLE, NO_PLAY_DOUBLE, "
                 "WILD or DETONATOR)", t->path, t->line[r], name);
        return 1;
    }
    int slot = s == DYN_WILD ? DYN_SYMBOLS : s == DYN_DET ? DYN_SYMBOLS + 1 : s;
    if (seen[slot]) {
        snprintf(err, n, "%s:%d: field 'symbol': card '%s' already listed on line %d", t->path,
                 t->line[r], name, seen[slot]);
        return 1;
    }
    seen[slot] = t->line[r];
    long per, less;
    int coloured = s < DYN_SYMBOLS;
    if (csv_table_int(t, r, cper, 0, coloured ? 15 : 0, &per, err, n) ||
        csv_table_int(t, r, cless, 0, coloured ? 0 : 15, &less, err, n))
        return 1;
    if (s == DYN_DINA && per * DYN_COLOURS > DYN_MAX_DINAS) {
        snprintf(err, n, "%s:%d: field 'per_colour': at most %d DINA per colour (the state "
                 "holds %d DINA cards in play)", t->path, t->line[r], DYN_MAX_DINAS / DYN_COLOURS,
                 DYN_MAX_DINAS);
        return 1;
    }
    if (coloured)
        for (int c = 0; c < DYN_COLOURS; c++) dyn_add(deck, DYN_KIND(c, s), (int)per);
    else
        dyn_add(deck, s, (int)less);
    return 0;
}

int dyn_load_cards(const char *path, dyn_set_t *deck, char *err, size_t n)
{
    csv_table_t t;
    memset(deck, 0, sizeof *deck);
    if (csv_table_load(&t, path, err, n))
        return 1;
    int csym = csv_table_need(&t, "symbol", err, n), cper = -1, cless = -1;
    if (csym >= 0) cper = csv_table_need(&t, "per_colour", err, n);
    if (cper >= 0) cless = csv_table_need(&t, "colourless", err, n);
    int rc = cless < 0;
    int seen[DYN_SYMBOLS + 2] = {0};
    for (int r = 0; !rc && r < t.nrows; r++)
        rc = load_card_row(&t, r, csym, cper, cless, deck, seen, err, n);
    for (int s = 0; !rc && s < DYN_SYMBOLS + 2; s++)
        if (!seen[s]) {
            snprintf(err, n, "%s: field 'symbol': card '%s' is missing (list every card, with "
                     "count 0 if unused)", path,
                     s < DYN_SYMBOLS ? symbol_names[s] : s == DYN_SYMBOLS ? "WILD" : "DETONATOR");
            rc = 1;
        }
    if (!rc) {
        int total = dyn_set_total(deck), letters = 0;
        for (int c = 0; c < DYN_COLOURS; c++)
            for (int sym = DYN_D; sym <= DYN_T; sym++) letters += dyn_count(deck, DYN_KIND(c, sym));
        if (letters == 0) {
            snprintf(err, n, "%s: field 'per_colour': no letter cards (one must start the "
                     "discard pile)", path);
            rc = 1;
        } else if (total > 240) {
            snprintf(err, n, "%s: field 'per_colour': %d cards, at most 240", path, total);
            rc = 1;
        }
    }
    csv_table_free(&t);
    return rc;
}

/* The loaded file's path, for messages about the whole deck (rules_check). */
static char deck_path[1024] = "games/dynamite/cards.csv";

const char *dyn_deck_path(void)
{
    return deck_path;
}

int dyn_data_init(char *err, size_t n)
{
    char path[sizeof deck_path];
    dyn_set_t cards;
    data_path(path, sizeof path, "games/dynamite/cards.csv");
    if (dyn_load_cards(path, &cards, err, n))
        return 1; /* the deck in use, if any, stays as it was */
    deck_store.cards = cards;
    deck_store.total = dyn_set_total(&cards);
    memcpy(deck_path, path, sizeof deck_path);
    return 0;
}
