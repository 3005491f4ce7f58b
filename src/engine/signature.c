/* signature.c - fixed-seed random games hashed move by move (see signature.h). */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "signature.h"

#define SIG_MAX_MOVES 10000000L

static inline uint64_t mix(uint64_t h, uint64_t v)
{
    /* FNV-1a over the 8 bytes of v */
    for (int b = 0; b < 8; b++) {
        h ^= (v >> (8 * b)) & 0xffu;
        h *= 0x100000001b3ULL;
    }
    return h;
}

/* Apply "k=v;k=v" to rules. */
static int apply_variant(const game_t *g, void *rules, const char *variant, char *err,
                         size_t n)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", variant);
    char *save = NULL;
    for (char *kv = strtok_r(buf, ";", &save); kv; kv = strtok_r(NULL, ";", &save)) {
        char *eq = strchr(kv, '=');
        if (!eq) {
            snprintf(err, n, "%s: signature variant '%s' is not key=value", g->id, kv);
            return 1;
        }
        *eq = '\0';
        if (rules_set(g, rules, kv, eq + 1, err, n))
            return 1;
    }
    return 0;
}

static int sign_one(const game_t *g, const void *rules, int players, const char *label,
                    int is_variant, FILE *out, char *err, size_t n)
{
    if (g->rules_check && g->rules_check(rules, players, err, n))
        return is_variant ? 2 : 1; /* a variant may not exist at this player count */
    unsigned char *st = calloc(1, g->state_size);
    move_t *moves = calloc((size_t)g->max_moves, sizeof *moves);
    if (!st || !moves) {
        free(st);
        free(moves);
        snprintf(err, n, "out of memory");
        return 1;
    }
    uint64_t h = 0xcbf29ce484222325ULL;
    int64_t total = 0;
    for (int i = 0; i < SIGNATURE_GAMES; i++) {
        rng_t chance, pick;
        rng_for_game(&chance, SIGNATURE_SEED, (uint64_t)i, 0);
        rng_for_game(&pick, SIGNATURE_SEED, (uint64_t)i, 1);
        g->setup(st, rules, players, &chance);
        long steps = 0;
        int seat;
        while ((seat = g->to_move(st)) >= 0) {
            int k = g->legal_moves(st, moves);
            h = mix(h, ((uint64_t)(unsigned)seat << 32) | (uint32_t)k);
            for (int j = 0; j < k; j++)
                h = mix(h, moves[j]);
            move_t m = moves[k > 1 ? rng_below(&pick, (uint32_t)k) : 0];
            g->apply(st, m, &chance);
            if (++steps > SIG_MAX_MOVES) {
                snprintf(err, n, "%s: signature game %d did not end", g->id, i);
                free(st);
                free(moves);
                return 1;
            }
        }
        outcome_t o;
        memset(&o, 0, sizeof o);
        for (int s = 0; s < MAX_SEATS; s++)
            o.position[s] = (int8_t)s;
        g->outcome(st, &o);
        h = mix(h, (uint64_t)o.capped);
        for (int s = 0; s < players; s++) {
            h = mix(h, (uint64_t)(o.capped ? 0 : o.result[s]));
            h = mix(h, (uint64_t)(uint32_t)o.points[s]);
            h = mix(h, (uint64_t)o.position[s]);
        }
        h = mix(h, ((uint64_t)(uint32_t)o.rounds << 32) | (uint32_t)o.turns);
        total += steps;
    }
    fprintf(out, "%s players=%d rules=%s games=%d moves=%" PRId64 " hash=%016" PRIx64 "\n",
            g->id, players, label, SIGNATURE_GAMES, total, h);
    free(st);
    free(moves);
    return 0;
}

int game_signature(const game_t *g, FILE *out, char *err, size_t n)
{
    void *rules = calloc(1, g->rules_size);
    if (!rules) {
        snprintf(err, n, "out of memory");
        return 1;
    }
    int rc = 0;
    for (int v = -1; rc == 0 && (v < 0 || (g->signature_variants && g->signature_variants[v]));
         v++) {
        const char *variant = v < 0 ? NULL : g->signature_variants[v];
        for (int p = g->min_players; rc == 0 && p <= g->max_players; p++) {
            memset(rules, 0, g->rules_size);
            rules_defaults(g, rules);
            if (variant && apply_variant(g, rules, variant, err, n)) {
                rc = 1;
                break;
            }
            int r = sign_one(g, rules, p, variant ? variant : "default", variant != NULL, out,
                             err, n);
            if (r == 1)
                rc = 1;
        }
    }
    free(rules);
    return rc;
}
