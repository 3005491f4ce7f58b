/* dinn_data.c - Dinn's data: the card pool (games/dinn/cards.csv), its effect codes,
 * deck files and the deck construction rules. Everything here runs before play:
 * this file is the pool's only writer; every other file reads it through the const
 * pointer dinn_pool. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "data.h"
#include "dinn_internal.h"
#include "rules.h"

static dinn_pool_t pool;
const dinn_pool_t *const dinn_pool = &pool;
dinn_deck_t dinn_default_deck;
static int loaded;

/* Four names are public (FACTS.md); Valor and Arcane are ours (RULES.md). */
const char *const dinn_attr_names[DINN_PRIMARIES + DINN_SUBS] = {
    "Essence", "Horror", "Beast", "Sentient", "Valor", "Arcane",
    "Flame", "Tide", "Verdant",     /* Essence */
    "Undead", "Demon", "Dread",     /* Horror */
    "Fang", "Wing", "Scale",        /* Beast */
    "Scholar", "Noble", "Rogue",    /* Sentient */
    "Knight", "Ranger", "Court",    /* Valor */
    "Rune", "Illusion", "Alchemy",  /* Arcane */
};

const dinn_fx_info_t dinn_fx_info[FX_COUNT] = {
    [FX_NONE] = {"none", WIN_NONE, 0, 0, 0},
    [FX_DRAW] = {"draw", WIN_REVEAL, 1, 0, 0},
    [FX_OPP_DISCARD] = {"opp_discard", WIN_REVEAL, 1, 0, 0},
    [FX_SEARCH_PAIR] = {"search_pair", WIN_REVEAL, 1, 1, 0},
    [FX_RETURN_ALL] = {"return_all", WIN_REVEAL, 1, 1, 0},
    [FX_RETURN_RANDOM] = {"return_random", WIN_REVEAL, 1, 1, 0},
    [FX_NEGATE_HERO] = {"negate_hero", WIN_REVEAL, 0, 0, 0},
    [FX_NEGATE_CARD] = {"negate_card", WIN_REVEAL, 0, 0, 0},
    [FX_DOUBLE_EQUIPMENT] = {"double_equipment", WIN_REVEAL, 0, 0, 0},
    [FX_ADOPT_ATTRIBUTES] = {"adopt_attributes", WIN_REVEAL, 0, 0, 0},
    [FX_EXCHANGE_EQUIPMENT] = {"exchange_equipment", WIN_REVEAL, 0, 0, 0},
    [FX_BOUNCE_EQUIPMENT] = {"bounce_equipment", WIN_REVEAL, 0, 0, 0},
    [FX_RESTORE_HEARTS] = {"restore_hearts", WIN_REVEAL, 1, 0, 0},
    [FX_GAIN_ESSENCE] = {"gain_essence", WIN_REVEAL, 1, 0, 0},
    [FX_SPEND_ESSENCE] = {"spend_essence", WIN_REVEAL, 1, 0, 0},
    [FX_OPP_SKIP_DRAW] = {"opp_skip_draw", WIN_REVEAL, 0, 0, 0},
    [FX_DRAW_NEXT_ROUND] = {"draw_next_round", WIN_REVEAL, 1, 0, 0},
    [FX_HEAL_NEXT_ROUND] = {"heal_next_round", WIN_REVEAL, 1, 0, 0},
    [FX_POWER_NEXT_ROUND] = {"power_next_round", WIN_REVEAL, 1, 0, 0},
    [FX_POWER] = {"power", WIN_STATIC, 1, 0, 0},
    [FX_WEAKEN] = {"weaken", WIN_STATIC, 1, 0, 0},
    [FX_POWER_IF_OPP_HEARTS_MORE] = {"power_if_opp_hearts_more", WIN_STATIC, 1, 0, 0},
    [FX_POWER_IF_HEARTS_BEHIND] = {"power_if_hearts_behind", WIN_STATIC, 1, 0, 0},
    [FX_POWER_PER_HAND] = {"power_per_hand", WIN_STATIC, 3, 1, 0},
    [FX_POWER_PER_GRAVE] = {"power_per_grave", WIN_STATIC, 3, 1, 0},
    [FX_POWER_PER_EQUIPMENT] = {"power_per_equipment", WIN_STATIC, 1, 0, 0},
    [FX_TIE_BONUS] = {"tie_bonus", WIN_BATTLE, 1, 0, 0},
    [FX_UNDERDOG] = {"underdog", WIN_END_FIRST, 1, 0, 1},
    [FX_DUEL_SHATTER] = {"duel_shatter", WIN_END_FIRST, 1, 0, 1},
    [FX_SECOND_DRAW] = {"second_draw", WIN_START_SECOND, 1, 0, 1},
    [FX_SECOND_UNDERDOG] = {"second_underdog", WIN_START_SECOND, 1, 0, 1},
    [FX_PROTECT] = {"protect", WIN_BATTLE, 1, 0, 0},
    [FX_CRUSH] = {"crush", WIN_BATTLE, 1, 0, 0},
    [FX_ON_DEFEAT_DRAW] = {"on_defeat_draw", WIN_AFTER, 1, 0, 0},
    [FX_ON_DEFEAT_DISCARD_OPP] = {"on_defeat_discard_opp", WIN_AFTER, 1, 0, 0},
    [FX_ON_WIN_RESTORE] = {"on_win_restore", WIN_AFTER, 1, 0, 0},
};

static const char *const type_names[] = {"hero", "equipment", "action", "any"};

static int type_from_name(const char *s)
{
    for (int t = 0; t < 4; t++)
        if (strcasecmp(s, type_names[t]) == 0)
            return t;
    return -1;
}

static void trim(char *s)
{
    char *b = s, *e = s + strlen(s);
    while (*b && isspace((unsigned char)*b)) b++;
    while (e > b && isspace((unsigned char)e[-1])) e--;
    memmove(s, b, (size_t)(e - b));
    s[e - b] = '\0';
}

int dinn_card_find(const char *name)
{
    for (int i = 0; i < pool.n; i++)
        if (strcasecmp(pool.info[i].name, name) == 0)
            return i;
    return -1;
}

int dinn_parse_attributes(const char *cell, dinn_card_t *c, char *why, size_t n)
{
    char buf[256];
    snprintf(buf, sizeof buf, "%s", cell);
    c->attrs = c->eff = 0;
    c->nattr = 0;
    for (char *save = NULL, *tok = strtok_r(buf, ";", &save); tok;
         tok = strtok_r(NULL, ";", &save)) {
        trim(tok);
        if (!*tok)
            continue;
        int k = -1;
        for (int i = 0; i < DINN_PRIMARIES + DINN_SUBS; i++)
            if (strcasecmp(tok, dinn_attr_names[i]) == 0)
                k = i;
        if (k < 0) {
            snprintf(why, n, "unknown attribute '%s'", tok);
            return 1;
        }
        if (c->attrs & (1u << k)) {
            snprintf(why, n, "attribute '%s' listed twice", tok);
            return 1;
        }
        c->attrs |= 1u << k;
        c->eff |= 1u << k;
        if (k >= DINN_PRIMARIES) /* a sub-attribute carries its primary */
            c->eff |= 1u << ((k - DINN_PRIMARIES) / 3);
        c->nattr++;
    }
    if (c->nattr > 3) {
        snprintf(why, n, "%d attributes; a card carries at most three", c->nattr);
        return 1;
    }
    return 0;
}

static int parse_small_int(const char *s, int lo, int hi, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < lo || v > hi)
        return 1;
    *out = (int)v;
    return 0;
}

int dinn_parse_ability(const char *cell, dinn_card_t *c, char *why, size_t n)
{
    char buf[128], *part[5];
    int np = 0;
    snprintf(buf, sizeof buf, "%s", cell);
    trim(buf);
    if (!*buf) {
        snprintf(why, n, "empty (write 'none' for a card without ability)");
        return 1;
    }
    for (char *p = buf; p && np < 5; np++) {
        part[np] = p;
        p = strchr(p, ':');
        if (p) *p++ = '\0';
    }
    int fx = -1;
    for (int i = 0; i < FX_COUNT; i++)
        if (strcmp(part[0], dinn_fx_info[i].name) == 0)
            fx = i;
    if (fx < 0) {
        snprintf(why, n, "unknown effect code '%s'", part[0]);
        return 1;
    }
    const dinn_fx_info_t *info = &dinn_fx_info[fx];
    if (np - 1 != info->nparams) {
        snprintf(why, n, "effect %s takes %d parameter%s, got %d", info->name,
                 info->nparams, info->nparams == 1 ? "" : "s", np - 1);
        return 1;
    }
    int v[3] = {0, 0, 0};
    for (int i = 0; i < info->nparams; i++) {
        if (i == 0 && info->first_is_type) {
            v[0] = type_from_name(part[1]);
            if (v[0] < 0) {
                snprintf(why, n, "effect %s: '%s' is not hero, equipment, action or any",
                         info->name, part[1]);
                return 1;
            }
            if (fx == FX_SEARCH_PAIR && v[0] == DINN_ANY) {
                snprintf(why, n, "effect search_pair needs one card type, not any");
                return 1;
            }
        } else if (parse_small_int(part[i + 1], 1, 9, &v[i])) {
            snprintf(why, n, "effect %s: parameter %d must be an integer from 1 to 9, got '%s'",
                     info->name, i + 1, part[i + 1]);
            return 1;
        }
    }
    if (info->hero_only && c->type != DINN_HERO) {
        snprintf(why, n, "effect %s triggers before a %s can be revealed (heroes only)",
                 info->name, type_names[c->type]);
        return 1;
    }
    c->fx = (uint8_t)fx;
    c->a = (int8_t)v[0];
    c->b = (int8_t)v[1];
    c->c = (int8_t)v[2];
    return 0;
}

/* One row of cards.csv into the pool; err names file:line and the field. */
static int load_row(const csv_table_t *t, int row, const int *col, char *err, size_t n)
{
    dinn_card_t c;
    dinn_card_info_t info;
    char why[200], msg[240];
    long v;
    memset(&c, 0, sizeof c);
    memset(&info, 0, sizeof info);
    info.line = t->line[row];
#define FIELD_ERR(name, ...)                                                                \
    do {                                                                                  \
        snprintf(msg, sizeof msg, __VA_ARGS__);                                           \
        snprintf(err, n, "%s:%d: field '%s': %s", t->path, info.line, name, msg);            \
        return 1;                                                                         \
    } while (0)
    const char *name = csv_table_cell(t, row, col[0]);
    if (!*name)
        FIELD_ERR("name", "empty card name");
    if (strlen(name) >= DINN_NAME_MAX)
        FIELD_ERR("name", "longer than %d characters", DINN_NAME_MAX - 1);
    if (dinn_card_find(name) >= 0)
        FIELD_ERR("name", "'%s' already defined on line %d", name,
                  pool.info[dinn_card_find(name)].line);
    snprintf(info.name, sizeof info.name, "%s", name);
    int type = type_from_name(csv_table_cell(t, row, col[1]));
    if (type < 0 || type == DINN_ANY)
        FIELD_ERR("type", "expected hero, equipment or action, got '%s'",
                  csv_table_cell(t, row, col[1]));
    c.type = (uint8_t)type;
    if (type == DINN_HERO) {
        if (csv_table_int(t, row, col[2], 0, 20, &v, err, n)) return 1;
        c.power = (int8_t)v;
        if (csv_table_int(t, row, col[3], 1, 3, &v, err, n)) return 1;
        c.hearts = (uint8_t)v;
    } else {
        if (type == DINN_EQUIPMENT) {
            if (csv_table_int(t, row, col[2], -5, 10, &v, err, n)) return 1;
        } else if (csv_table_int(t, row, col[2], 0, 0, &v, err, n)) {
            return 1;
        }
        c.power = (int8_t)v;
        if (csv_table_int(t, row, col[3], 0, 0, &v, err, n)) return 1;
    }
    if (dinn_parse_attributes(csv_table_cell(t, row, col[4]), &c, why, sizeof why))
        FIELD_ERR("attributes", "%s", why);
    if (dinn_parse_ability(csv_table_cell(t, row, col[5]), &c, why, sizeof why))
        FIELD_ERR("ability", "%s", why);
    const char *text = csv_table_cell(t, row, col[6]);
    if (!*text && c.fx != FX_NONE)
        FIELD_ERR("text", "a card with an ability needs its text");
    snprintf(info.text, sizeof info.text, "%s", text);
#undef FIELD_ERR
    if (pool.n >= DINN_MAX_POOL) {
        snprintf(err, n, "%s:%d: more than %d cards", t->path, info.line, DINN_MAX_POOL);
        return 1;
    }
    pool.info[pool.n] = info;
    pool.card[pool.n++] = c;
    return 0;
}

unsigned dinn_pool_generation;

int dinn_pool_load(const char *path, char *err, size_t n)
{
    dinn_pool_generation++; /* whatever happens next, the pool may change */
    static const char *const cols[] = {"name", "type", "power", "hearts",
                                       "attributes", "ability", "text"};
    csv_table_t t;
    int col[7];
    if (csv_table_load(&t, path, err, n))
        return 1;
    int rc = 0;
    for (int i = 0; i < 7 && !rc; i++)
        if ((col[i] = csv_table_need(&t, cols[i], err, n)) < 0)
            rc = 1;
    pool.n = 0;
    snprintf(pool.path, sizeof pool.path, "%s", path);
    for (int r = 0; r < t.nrows && !rc; r++)
        rc = load_row(&t, r, col, err, n);
    if (!rc && pool.n == 0) {
        snprintf(err, n, "%s: no cards", path);
        rc = 1;
    }
    memset(pool.ncat, 0, sizeof pool.ncat);
    for (int i = 0; !rc && i < pool.n; i++) {
        int k = dinn_category(&pool.card[i]);
        pool.cat[k][pool.ncat[k]++] = (uint8_t)i;
    }
    /* enough cards of each construction category for one deck under the default
     * rules (a truncated file usually falls short here or in the default deck) */
    if (!rc) {
        dinn_rules_t d;
        memset(&d, 0, sizeof d);
        rules_defaults(&dinn_game, &d);
        static const char *const what[DINN_CATS] = {"triple-heart heroes", "double-heart heroes",
                                                    "single-heart heroes", "equipment cards",
                                                    "action cards"};
        static const char *const key[DINN_CATS] = {"triple_heroes", "double_heroes",
                                                   "single_heroes", "equipment", "actions"};
        const int want[DINN_CATS] = {d.triple_heroes, d.double_heroes, d.single_heroes,
                                     d.equipment, d.actions};
        for (int k = 0; k < DINN_CATS && !rc; k++)
            if (pool.ncat[k] < want[k]) {
                snprintf(err, n, "%s: %d %s; a deck under the default rules needs %d (rule %s)",
                         path, pool.ncat[k], what[k], want[k], key[k]);
                rc = 1;
            }
    }
    csv_table_free(&t);
    return rc;
}

int dinn_deck_load(dinn_deck_t *d, const char *path, char *err, size_t n)
{
    data_lines_t lines; /* a regular file of bounded size, whole lines (data.h) */
    memset(d, 0, sizeof *d);
    snprintf(d->path, sizeof d->path, "%s", path);
    if (data_lines_open(&lines, path, err, n))
        return 1;
    char *line;
    int lineno = 0, rc = 0;
    while ((line = data_lines_next(&lines))) {
        lineno = lines.line;
        char *hash = strchr(line, '#');
        if (hash) *hash = '\0';
        trim(line);
        if (!*line)
            continue;
        int id = dinn_card_find(line);
        if (id < 0) {
            char near[200];
            if (dinn_suggest(line, near, sizeof near))
                snprintf(err, n, "%s:%d: unknown card '%s' (not in %s); did you mean %s?",
                         path, lineno, line, pool.path, near);
            else
                snprintf(err, n, "%s:%d: unknown card '%s' (not in %s)", path, lineno, line,
                         pool.path);
            rc = 1;
            break;
        }
        if (d->n > DINN_MAX_DECK) {
            snprintf(err, n, "%s:%d: more than %d cards", path, lineno, DINN_MAX_DECK + 1);
            rc = 1;
            break;
        }
        d->ids[d->n] = (uint8_t)id;
        d->lines[d->n] = lineno;
        d->n++;
    }
    data_lines_close(&lines);
    if (!rc && d->n == 0) {
        snprintf(err, n, "%s: no cards in the deck file", path);
        rc = 1;
    }
    d->key = dinn_deck_key(d->ids, d->n);
    return rc;
}

const dinn_deck_t *dinn_deck_of(const dinn_rules_t *r, int seat)
{
    return r->deck[seat].n > 0 ? &r->deck[seat] : &dinn_default_deck;
}

static const char *ordinal(int k, char buf[16])
{
    static const char *const s[] = {"0th", "1st", "2nd", "3rd"};
    if (k < 4)
        return s[k];
    snprintf(buf, 16, "%dth", k);
    return buf;
}

int dinn_deck_check(const dinn_deck_t *d, const dinn_rules_t *r, char *err, size_t n)
{
    static const char *const what[5] = {"triple-heart heroes", "double-heart heroes",
                                        "single-heart heroes", "equipment cards",
                                        "action cards"};
    static const char *const one[5] = {"triple-heart hero", "double-heart hero",
                                       "single-heart hero", "equipment card", "action card"};
    static const char *const key[5] = {"triple_heroes", "double_heroes", "single_heroes",
                                       "equipment", "actions"};
    const int32_t want[5] = {r->triple_heroes, r->double_heroes, r->single_heroes,
                             r->equipment, r->actions};
    int have[5] = {0};
    for (int i = 0; i < d->n; i++) {
        int copies = 1;
        for (int j = 0; j < i; j++)
            copies += d->ids[j] == d->ids[i];
        if (copies > r->max_copies) {
            char nth[16];
            snprintf(err, n, "%s:%d: '%s' appears a %s time; a deck may hold %d cop%s of a "
                     "card (rule max_copies)", d->path, d->lines[i], pool.info[d->ids[i]].name,
                     ordinal(copies, nth), r->max_copies, r->max_copies == 1 ? "y" : "ies");
            return 1;
        }
    }
    if (d->n > r->deck_size) {
        snprintf(err, n, "%s:%d: card %d of a deck that must hold exactly %d (rule deck_size)",
                 d->path, d->lines[r->deck_size], r->deck_size + 1, r->deck_size);
        return 1;
    }
    for (int i = 0; i < d->n; i++) {
        int k = dinn_category(&pool.card[d->ids[i]]);
        if (++have[k] > want[k]) {
            snprintf(err, n, "%s:%d: '%s' is %s number %d; a deck holds exactly %d (rule %s)",
                     d->path, d->lines[i], pool.info[d->ids[i]].name, one[k], have[k],
                     want[k], key[k]);
            return 1;
        }
    }
    if (d->n < r->deck_size) {
        snprintf(err, n, "%s: %d cards; a deck holds exactly %d (rule deck_size)", d->path,
                 d->n, r->deck_size);
        return 1;
    }
    for (int k = 0; k < 5; k++)
        if (have[k] != want[k]) {
            snprintf(err, n, "%s: %d %s; a deck holds exactly %d (rule %s)", d->path, have[k],
                     what[k], want[k], key[k]);
            return 1;
        }
    return 0;
}

int dinn_data_load(const char *dir, char *err, size_t n)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/games/dinn/cards.csv", dir);
    if (dinn_pool_load(path, err, n))
        return 1;
    snprintf(path, sizeof path, "%s/games/dinn/default-deck.txt", dir);
    if (dinn_deck_load(&dinn_default_deck, path, err, n))
        return 1;
    /* the built-in deck must be legal under the default rules */
    dinn_rules_t d;
    memset(&d, 0, sizeof d);
    rules_defaults(&dinn_game, &d);
    return dinn_deck_check(&dinn_default_deck, &d, err, n);
}

int dinn_init(char *err, size_t n)
{
    if (loaded)
        return 0;
    if (dinn_data_load(data_dir(), err, n))
        return 1;
    loaded = 1;
    return 0;
}
