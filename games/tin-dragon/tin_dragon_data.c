/* tin_dragon_data.c - reading cards.csv and ruins.csv, and the card tables built
 * from them. Every error names the file, and the line and field when one row is at
 * fault. The tables are written here only, by td_init; everything else reads them
 * through the const pointer td_tab. */
#include <stdio.h>
#include <string.h>

#include "data.h"
#include "tin_dragon.h"

const char *const td_offense_names[TD_OFF_COUNT] = {
    "none", "call", "slay", "steal", "fly", "siege", "plunder", "seek", "roar", "rival",
};
const char *const td_defense_names[TD_DEF_COUNT] = {
    "none", "trap", "fortify", "crusader", "wizard", "knight",
};
const char *const td_hero_names[TD_HEROES] = {"Crusader", "Wizard", "Knight"};
const char *const td_ruin_names[TD_RUIN_COUNT] = {
    "lair", "haunt", "vault", "arena", "sanctuary", "leyline",
};

static td_tables_t tables;
const td_tables_t *const td_tab = &tables;

/* Index of `val` in names[0..count-1], or -1 with an error naming the field. */
static int name_field(const csv_table_t *t, int row, int col, const char *const *names,
                      int count, char *err, size_t n)
{
    const char *val = csv_table_cell(t, row, col);
    for (int i = 0; i < count; i++)
        if (strcmp(val, names[i]) == 0)
            return i;
    char list[256] = "";
    for (int i = 0; i < count; i++) {
        size_t len = strlen(list);
        snprintf(list + len, sizeof list - len, "%s%s", i ? ", " : "", names[i]);
    }
    snprintf(err, n, "%s:%d: field '%s': expected one of %s, got '%s'", t->path,
             t->line[row], t->header[col], list, val);
    return -1;
}

/* A name (a card's, a Ruins card's): 1 to TD_NAME_LEN - 1 characters, no control
 * characters, not one of the `count` names before it (rows[i] is the row of
 * names[i], for the message). */
static int name_cell(const csv_table_t *t, int row, int col, const char *names,
                     size_t stride, const int *rows, int count, char *out, char *err, size_t n)
{
    const char *val = csv_table_cell(t, row, col);
    if (!*val || strlen(val) >= TD_NAME_LEN) {
        snprintf(err, n, "%s:%d: field '%s': expected a name of 1 to %d characters, got '%s'",
                 t->path, t->line[row], t->header[col], TD_NAME_LEN - 1, val);
        return 1;
    }
    for (const char *p = val; *p; p++)
        if ((unsigned char)*p < 0x20 || *p == 0x7f) {
            snprintf(err, n, "%s:%d: field '%s': a name with a control character", t->path,
                     t->line[row], t->header[col]);
            return 1;
        }
    for (int k = 0; k < count; k++)
        if (strcmp(names + (size_t)k * stride, val) == 0) {
            snprintf(err, n, "%s:%d: field '%s': '%s' is already listed on line %d", t->path,
                     t->line[row], t->header[col], val, t->line[rows[k]]);
            return 1;
        }
    snprintf(out, TD_NAME_LEN, "%s", val);
    return 0;
}

static int read_kind(const csv_table_t *t, int row, const int *col, td_deck_t *d,
                     const int *rows, char *err, size_t n)
{
    static const char *const variants[] = {"base", "black"};
    td_kind_t k;
    memset(&k, 0, sizeof k);
    long v;
    int off, def, var;
    if (name_cell(t, row, col[0], d->kind[0].name, sizeof d->kind[0], rows, d->nkinds, k.name,
                  err, n))
        return 1;
    if (csv_table_int(t, row, col[1], 1, 16, &v, err, n))
        return 1;
    k.count = (uint8_t)v;
    if ((off = name_field(t, row, col[2], td_offense_names, TD_OFF_COUNT, err, n)) < 0)
        return 1;
    if ((def = name_field(t, row, col[3], td_defense_names, TD_DEF_COUNT, err, n)) < 0)
        return 1;
    if (csv_table_int(t, row, col[4], 0, 6, &v, err, n))
        return 1;
    k.power = (uint8_t)v;
    if (csv_table_int(t, row, col[5], 0, 1, &v, err, n))
        return 1;
    k.chain = (uint8_t)v;
    if ((var = name_field(t, row, col[6], variants, 2, err, n)) < 0)
        return 1;
    k.offense = (uint8_t)off;
    k.defense = (uint8_t)def;
    k.black = (uint8_t)var;
    if (off == TD_OFF_RIVAL && !k.black) {
        snprintf(err, n, "%s:%d: field '%s': offense 'rival' moves the Black Dragon, so the "
                 "card needs variant 'black'", t->path, t->line[row], t->header[col[6]]);
        return 1;
    }
    if (off == TD_OFF_NONE && def == TD_DEF_NONE && k.power == 0) {
        snprintf(err, n, "%s:%d: field '%s': a card needs an offense, a defense or a power "
                 "symbol", t->path, t->line[row], t->header[col[2]]);
        return 1;
    }
    d->kind[d->nkinds++] = k;
    return 0;
}

/* What the game needs of the whole card list: every offense and defense symbol on
 * a base card (each is how some printed rule can happen: RULES.md section 3), and
 * the Rivalry card of the Black Dragon variant. The number of base cards is checked
 * against the rule deck_total (td_rules_check). */
static int check_deck(const td_deck_t *d, const char *path, char *err, size_t n)
{
    unsigned off = 0, def = 0;
    int rival = 0;
    for (int k = 0; k < d->nkinds; k++) {
        const td_kind_t *c = &d->kind[k];
        if (c->black) {
            rival |= c->offense == TD_OFF_RIVAL;
            continue;
        }
        off |= 1u << c->offense;
        def |= 1u << c->defense;
    }
    if (d->nkinds == 0) {
        snprintf(err, n, "%s: no cards", path);
        return 1;
    }
    for (int i = TD_OFF_CALL; i < TD_OFF_RIVAL; i++)
        if (!(off >> i & 1u)) {
            snprintf(err, n, "%s: field 'offense': no base card has the symbol '%s' (each "
                     "symbol is how a rule can happen: tin-dragon RULES.md section 3)", path,
                     td_offense_names[i]);
            return 1;
        }
    for (int i = TD_DEF_TRAP; i < TD_DEF_COUNT; i++)
        if (!(def >> i & 1u)) {
            snprintf(err, n, "%s: field 'defense': no base card has the symbol '%s' (each "
                     "symbol is how a rule can happen: tin-dragon RULES.md section 3)", path,
                     td_defense_names[i]);
            return 1;
        }
    if (!rival) {
        snprintf(err, n, "%s: field 'variant': no 'black' card with offense 'rival': the Black "
                 "Dragon variant needs its Rivalry card", path);
        return 1;
    }
    return 0;
}

int td_load_cards(td_deck_t *d, const char *path, char *err, size_t n)
{
    static const char *const cols[] = {"name", "count", "offense", "defense",
                                       "power", "chain", "variant"};
    csv_table_t t;
    if (csv_table_load(&t, path, err, n))
        return 1;
    int col[7], rc = 0, total = 0, rows[TD_MAX_KINDS];
    for (int i = 0; i < 7 && !rc; i++)
        rc = (col[i] = csv_table_need(&t, cols[i], err, n)) < 0;
    d->nkinds = 0;
    for (int r = 0; r < t.nrows && !rc; r++) {
        if (d->nkinds == TD_MAX_KINDS) {
            snprintf(err, n, "%s:%d: more than %d card rows", path, t.line[r], TD_MAX_KINDS);
            rc = 1;
            break;
        }
        rows[d->nkinds] = r;
        rc = read_kind(&t, r, col, d, rows, err, n);
        if (!rc && (total += d->kind[d->nkinds - 1].count) > TD_MAX_CARDS) {
            snprintf(err, n, "%s:%d: field 'count': more than %d cards in all", path, t.line[r],
                     TD_MAX_CARDS);
            rc = 1;
        }
    }
    csv_table_free(&t);
    return rc || check_deck(d, path, err, n);
}

int td_load_ruins(td_deck_t *d, const char *path, char *err, size_t n)
{
    csv_table_t t;
    if (csv_table_load(&t, path, err, n))
        return 1;
    int cname = csv_table_need(&t, "name", err, n), ceff = -1, rc = cname < 0;
    if (!rc)
        rc = (ceff = csv_table_need(&t, "effect", err, n)) < 0;
    d->nruins = 0;
    int rows[TD_MAX_RUINS];
    unsigned effects = 0;
    for (int r = 0; r < t.nrows && !rc; r++) {
        if (d->nruins == TD_MAX_RUINS) {
            snprintf(err, n, "%s:%d: more than %d ruins cards", path, t.line[r], TD_MAX_RUINS);
            rc = 1;
            break;
        }
        td_ruin_card_t c;
        int e;
        rc = name_cell(&t, r, cname, d->ruin[0].name, sizeof d->ruin[0], rows, d->nruins,
                       c.name, err, n) ||
             (e = name_field(&t, r, ceff, td_ruin_names, TD_RUIN_COUNT, err, n)) < 0;
        if (!rc) {
            c.effect = (uint8_t)e;
            effects |= 1u << e;
            rows[d->nruins] = r;
            d->ruin[d->nruins++] = c;
        }
    }
    /* every effect on a card: a Ruins deck without one never plays its rule */
    for (int e = 0; e < TD_RUIN_COUNT && !rc; e++)
        if (!(effects >> e & 1u)) {
            snprintf(err, n, "%s: field 'effect': no Ruins card has the effect '%s' (tin-dragon "
                     "RULES.md section 3)", path, td_ruin_names[e]);
            rc = 1;
        }
    csv_table_free(&t);
    return rc;
}

/* Card ids: base kinds first, in file order, then the Black Dragon kinds. */
static void build_tables(td_tables_t *t, const td_deck_t *d)
{
    memset(t, 0, sizeof *t);
    t->deck = *d;
    int id = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int k = 0; k < d->nkinds; k++) {
            const td_kind_t *kd = &d->kind[k];
            if (kd->black != pass)
                continue;
            for (int i = 0; i < kd->count; i++, id++) {
                t->kind[id] = (uint8_t)k;
                uint64_t bit = 1ULL << id;
                t->kind_mask[k] |= bit;
                if (pass)
                    t->black_mask |= bit;
                else
                    t->base_mask |= bit;
                if (kd->offense == TD_OFF_NONE && kd->power == 0 && kd->defense != TD_DEF_NONE)
                    t->defonly_mask |= bit;
                if (kd->power)
                    t->power_mask |= bit;
                t->card[id] = (struct td_card_info){kd->offense, kd->defense, kd->power,
                                                    kd->chain};
                /* the targets of call, steal and rival depend on the state */
                int open = kd->offense != TD_OFF_CALL && kd->offense != TD_OFF_STEAL &&
                           kd->offense != TD_OFF_RIVAL;
                if (kd->power || (kd->offense != TD_OFF_NONE && open))
                    t->action_mask[0] |= bit;
                if (kd->power || kd->offense != TD_OFF_NONE)
                    t->action_mask[1] |= bit;
            }
            if (!pass)
                t->nbase = id;
        }
    for (int c = 0; c < id; c++)
        t->same_kind[c] = t->kind_mask[t->kind[c]];
    t->ncards = id;
}

/* Load and check both files; the tables change only when both are good (a refused
 * file leaves the tables in use alone). */
int td_init(char *err, size_t n)
{
    static td_deck_t d;
    static td_tables_t fresh;
    char cards[sizeof tables.cards_path], ruins[sizeof tables.ruins_path];
    data_path(cards, sizeof cards, "games/tin-dragon/cards.csv");
    data_path(ruins, sizeof ruins, "games/tin-dragon/ruins.csv");
    if (td_load_cards(&d, cards, err, n) || td_load_ruins(&d, ruins, err, n))
        return 1;
    build_tables(&fresh, &d);
    memcpy(fresh.cards_path, cards, sizeof cards);
    memcpy(fresh.ruins_path, ruins, sizeof ruins);
    tables = fresh;
    return 0;
}

int td_card_id(const char *name, int nth)
{
    for (int c = 0; c < tables.ncards; c++)
        if (strcmp(tables.deck.kind[tables.kind[c]].name, name) == 0 && nth-- == 0)
            return c;
    return -1;
}
