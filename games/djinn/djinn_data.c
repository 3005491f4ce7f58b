/* djinn_data.c - the cave cards (caves.csv) and Djinn cards (djinn_cards.csv), read once
 * by init() or by --rule caves=FILE / djinn_cards=FILE, validated with errors that
 * name the file, the line and the field. */
#include <stdio.h>
#include <string.h>

#include "data.h"
#include "djinn.h"

/* The default card lists, filled once by djinn_init (the only writer); every other
 * file reads them through the const pointer. */
static djinn_decks_t default_decks;
const djinn_decks_t *const djinn_default_decks = &default_decks;

const char *const djinn_kind_names[DJ_KINDS] = {
    "sequence", "pair_lower", "two_pairs", "two_pairs_lower",
    "sum_below", "sum_above", "sum_exact", "one_colour",
};

const char *const djinn_effect_names[DJ_EFFECTS] = {
    "change_trump", "free_play", "swap", "take_highest",
    "replace", "lowest_wins", "no_trump",
};

/* The kinds whose wording fixes the number of cards: a pair and a lower card is 3,
 * two pairs is 4, two pairs and a lower card is 5; the others scale with the level. */
static int kind_fixed_size(int kind)
{
    switch (kind) {
    case DJ_PAIR_LOWER: return 3;
    case DJ_TWO_PAIRS: return 4;
    case DJ_TWO_PAIRS_LOWER: return 5;
    default: return 0;
    }
}

static int is_sum_kind(int kind)
{
    return kind == DJ_SUM_BELOW || kind == DJ_SUM_ABOVE || kind == DJ_SUM_EXACT;
}

static int name_index(const char *const *names, int count, const char *s)
{
    for (int i = 0; i < count; i++)
        if (strcmp(names[i], s) == 0)
            return i;
    return -1;
}

static void list_names(const char *const *names, int count, char *buf, size_t n)
{
    buf[0] = '\0';
    for (int i = 0; i < count; i++) {
        size_t len = strlen(buf);
        snprintf(buf + len, n - len, "%s%s", i ? ", " : "", names[i]);
    }
}

static int bad_name(const csv_table_t *t, int row, const char *col, const char *got,
                    const char *const *names, int count, char *err, size_t n)
{
    char choices[256];
    list_names(names, count, choices, sizeof choices);
    snprintf(err, n, "%s:%d: field '%s': expected one of %s, got '%s'", t->path,
             t->line[row], col, choices, got);
    return 1;
}

/* A row's text: required (a card says what it asks or does), never read by play. */
static int need_text(const csv_table_t *t, int row, int col, char *err, size_t n)
{
    if (csv_table_cell(t, row, col)[0])
        return 0;
    snprintf(err, n, "%s:%d: field 'text': empty (write what the card says)", t->path,
             t->line[row]);
    return 1;
}

/* ---- the cave file: columns level,kind,target,text ---- */

/* What the rulebook's cave system holds (Components: 18 cave cards; Explanation of
 * the Cave Cards): six cards per level, each of its six challenges once. */
#define OWN_CAVES_PER_LEVEL 6

static int own_level_kinds(int level)
{
    static const int pair_kind[DJ_LEVELS] = {DJ_PAIR_LOWER, DJ_TWO_PAIRS, DJ_TWO_PAIRS_LOWER};
    return 1 << DJ_SEQUENCE | 1 << pair_kind[level] | 1 << DJ_SUM_BELOW | 1 << DJ_SUM_ABOVE |
           1 << DJ_SUM_EXACT | 1 << DJ_ONE_COLOUR;
}

typedef struct cave_lines {
    int line[DJ_LEVELS][DJ_MAX_CAVES]; /* the file line of each card read so far */
} cave_lines_t;

static int read_cave_row(const csv_table_t *t, int row, const int *col, int own,
                         djinn_decks_t *d, cave_lines_t *seen, char *err, size_t n)
{
    long level, target;
    if (csv_table_int(t, row, col[0], 3, 5, &level, err, n))
        return 1;
    const char *kname = csv_table_cell(t, row, col[1]);
    int kind = name_index(djinn_kind_names, DJ_KINDS, kname);
    if (kind < 0)
        return bad_name(t, row, "kind", kname, djinn_kind_names, DJ_KINDS, err, n);
    if (kind_fixed_size(kind) && kind_fixed_size(kind) != level) {
        snprintf(err, n, "%s:%d: field 'level': kind %s needs exactly %d cards, so it "
                 "belongs to level %d, got %ld", t->path, t->line[row], kname,
                 kind_fixed_size(kind), kind_fixed_size(kind), level);
        return 1;
    }
    if (csv_table_int(t, row, col[2], 0, 80, &target, err, n))
        return 1;
    if (is_sum_kind(kind) != (target > 0)) {
        snprintf(err, n, "%s:%d: field 'target': %s", t->path, t->line[row],
                 is_sum_kind(kind) ? "a sum challenge needs a total from 1 to 80"
                                   : "only sum challenges have a target (write 0)");
        return 1;
    }
    if (need_text(t, row, col[3], err, n))
        return 1;
    int l = (int)level - 3;
    /* one card per challenge: the same card twice in any file; in the game's own
     * file, a level's challenge twice (whatever its total) */
    for (int i = 0; i < d->ncaves[l]; i++)
        if (d->cave[l][i].kind == kind && (own || d->cave[l][i].target == target)) {
            snprintf(err, n, "%s:%d: level %ld already has this %s card (line %d)%s",
                     t->path, t->line[row], level, kname, seen->line[l][i],
                     own ? ": the game has each challenge once per level" : "");
            return 1;
        }
    if (d->ncaves[l] == DJ_MAX_CAVES) {
        snprintf(err, n, "%s:%d: more than %d cave cards of level %ld", t->path,
                 t->line[row], DJ_MAX_CAVES, level);
        return 1;
    }
    seen->line[l][d->ncaves[l]] = t->line[row];
    d->cave[l][d->ncaves[l]++] = (djinn_cave_t){(uint8_t)kind, (uint8_t)target};
    return 0;
}

/* The whole file: every level has a card; the game's own file has the rulebook's
 * six per level, each challenge of the level once. */
static int check_cave_levels(const djinn_decks_t *d, const char *path, int own, char *err,
                             size_t n)
{
    for (int l = 0; l < DJ_LEVELS; l++) {
        if (d->ncaves[l] == 0) {
            snprintf(err, n, "%s: no cave card of level %d", path, l + 3);
            return 1;
        }
        if (!own)
            continue;
        int have = 0;
        for (int i = 0; i < d->ncaves[l]; i++)
            have |= 1 << d->cave[l][i].kind;
        int missing = own_level_kinds(l) & ~have;
        if (d->ncaves[l] != OWN_CAVES_PER_LEVEL || missing) {
            snprintf(err, n, "%s: level %d has %d cave cards, the game has %d (the rulebook's "
                     "18 cave cards, six per level)%s%s", path, l + 3, d->ncaves[l],
                     OWN_CAVES_PER_LEVEL, missing ? "; missing: " : "",
                     missing ? djinn_kind_names[__builtin_ctz((unsigned)missing)] : "");
            return 1;
        }
    }
    return 0;
}

int djinn_load_caves(djinn_decks_t *d, const char *path, int own, char *err, size_t n)
{
    csv_table_t t;
    if (csv_table_load(&t, path, err, n))
        return 1;
    int col[4];
    const char *names[4] = {"level", "kind", "target", "text"};
    int rc = 0;
    for (int i = 0; i < 4 && !rc; i++)
        rc = (col[i] = csv_table_need(&t, names[i], err, n)) < 0;
    memset(d->ncaves, 0, sizeof d->ncaves);
    cave_lines_t seen;
    for (int r = 0; r < t.nrows && !rc; r++)
        rc = read_cave_row(&t, r, col, own, d, &seen, err, n);
    if (!rc)
        rc = check_cave_levels(d, path, own, err, n);
    csv_table_free(&t);
    return rc;
}

/* ---- the Djinn card file: columns effect,param,count,text ---- */

/* The rulebook's Djinn deck: 18 cards in the German and English set (Components). */
#define OWN_DJINN_CARDS 18

static int read_djinn_row(const csv_table_t *t, int row, const int *col, djinn_decks_t *d,
                          int *first_line, char *err, size_t n)
{
    const char *ename = csv_table_cell(t, row, col[0]);
    int effect = name_index(djinn_effect_names, DJ_EFFECTS, ename);
    if (effect < 0)
        return bad_name(t, row, "effect", ename, djinn_effect_names, DJ_EFFECTS, err, n);
    long param, count;
    if (csv_table_int(t, row, col[1], 0, effect == DJ_FREE_PLAY ? 1 : 0, &param, err, n))
        return 1;
    if (csv_table_int(t, row, col[2], 1, DJ_MAX_DJINN, &count, err, n))
        return 1;
    if (need_text(t, row, col[3], err, n))
        return 1;
    /* one row per kind of card (effect and param), its copies in `count` */
    int key = effect * 2 + (int)param;
    if (first_line[key]) {
        snprintf(err, n, "%s:%d: %s with param %ld is already on line %d (one row per kind "
                 "of card; its count says how many)", t->path, t->line[row], ename, param,
                 first_line[key]);
        return 1;
    }
    first_line[key] = t->line[row];
    if (d->ndjinn + count > DJ_MAX_DJINN) {
        snprintf(err, n, "%s:%d: field 'count': more than %d Djinn cards in all", t->path,
                 t->line[row], DJ_MAX_DJINN);
        return 1;
    }
    for (long i = 0; i < count; i++)
        d->djinn[d->ndjinn++] = (djinn_card_t){(uint8_t)effect, (uint8_t)param};
    return 0;
}

int djinn_load_djinn(djinn_decks_t *d, const char *path, int own, char *err, size_t n)
{
    csv_table_t t;
    if (csv_table_load(&t, path, err, n))
        return 1;
    int col[4];
    const char *names[4] = {"effect", "param", "count", "text"};
    int rc = 0;
    for (int i = 0; i < 4 && !rc; i++)
        rc = (col[i] = csv_table_need(&t, names[i], err, n)) < 0;
    d->ndjinn = 0;
    int first_line[2 * DJ_EFFECTS] = {0};
    for (int r = 0; r < t.nrows && !rc; r++)
        rc = read_djinn_row(&t, r, col, d, first_line, err, n);
    if (!rc && d->ndjinn == 0) {
        snprintf(err, n, "%s: no Djinn card", path);
        rc = 1;
    }
    if (!rc && own && d->ndjinn != OWN_DJINN_CARDS) {
        snprintf(err, n, "%s: %d Djinn cards, the game has %d (the rulebook's German and "
                 "English set)", path, d->ndjinn, OWN_DJINN_CARDS);
        rc = 1;
    }
    csv_table_free(&t);
    return rc;
}

/* Once per process: the game's own card files. They are loaded into a local copy
 * and kept only when both are valid. */
int djinn_init(char *err, size_t n)
{
    char path[1024];
    djinn_decks_t d;
    memset(&d, 0, sizeof d);
    data_path(path, sizeof path, "games/djinn/caves.csv");
    if (djinn_load_caves(&d, path, 1, err, n))
        return 1;
    data_path(path, sizeof path, "games/djinn/djinn_cards.csv");
    if (djinn_load_djinn(&d, path, 1, err, n))
        return 1;
    default_decks = d;
    return 0;
}
