/* mcts.c - single-observer information-set Monte Carlo tree search (SO-ISMCTS, after
 * Cowling, Powley & Whitehouse, "Information Set Monte Carlo Tree Search", IEEE
 * TCIAIG 2012).
 *
 * One tree per decision, rooted at the agent's information set. Each iteration:
 *   1. copy the view and re-determinize it for the agent's seat;
 *   2. descend through children whose moves are legal in this determinization,
 *      choosing by UCB1 with availability counts (a child's exploration term uses
 *      how often it was available, not its parent's visits);
 *   3. expand one untried legal move (a new node), chosen at random;
 *   4. play random moves to the end, or `depth` moves, scored per seat: outcome
 *      (win 1, draw 0.5, loss 0) at the end, evaluate() otherwise or when capped;
 *   5. add to every node on the path the reward of the seat that made the move
 *      into it: a node is judged from that seat only, so it keeps that seat's
 *      total alone, and only the seats on the path are scored.
 * The move played is the most visited child of the root; with stop=1 the search
 * ends as soon as no other child could catch it up in the iterations left.
 *
 * Memory: everything is allocated in create, sized from `iters`: the node arena
 * holds iters + 1 nodes (the root and at most one new node per iteration), the
 * child table maps (parent, seat, move) to a child in O(1). Both are reset per
 * decision; nothing is allocated during play.
 *
 * Chance inside apply() comes from the agent's own stream, so the tree is open-loop
 * at chance events: a node stands for a sequence of moves, not of dealt cards. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "agent.h"
#include "mcts.h"

/* Indices into cfg->v[], in the order of mcts_params. */
enum { MCTS_ITERS, MCTS_C, MCTS_DEPTH, MCTS_REDEAL, MCTS_STOP, MCTS_NSETTINGS };

/* Defaults. A setting left out of the spec takes its game's own value from
 * mcts_tuned[], chosen by win rate against greedy per instruction spent
 * (experiments/mcts_strength.sh; results/mcts-strength-<game>.csv; README, "Speed"),
 * or the generic value for a game not listed. The parameter table shows these as 0
 * (iters) and -1 (the others), "the game's own": values a user cannot write (out of
 * range), so a value written in a spec is always used as written.
 * depth=0 plays every playout to the end. */
typedef struct mcts_defaults {
    const char *game; /* game id; NULL: the generic defaults, for every other game */
    double iters, c, depth, redeal, stop;
} mcts_defaults_t;

/* How each row was chosen (experiments/README.md, "Strength per instruction", has the
 * figures): the setting that wins most against greedy at the cost of the generic
 * default or less, checked with a paired sweep at 2 and at 4-5 players before a row
 * leaves the generic values.
 * - dinn, dnup: the generic values. Every cheaper setting tried lost strength (Dinn:
 *   100 iterations -0.7 points, redeal 3 -1.1; dnup 4 players: 4-move playouts -3.6
 *   and again -2.9 [-4.9, -0.8]), and no setting of equal cost won significantly more.
 * - djinn: 100 iterations with 16-move playouts, as strong and cheaper once its
 *   determinization became cheap (a playout move is then a larger share of an
 *   iteration): paired sweeps against 150 iterations with 8-move playouts, 2 players
 *   +0.4 points [-0.8, +1.5], 3 players -0.7 [-2.7, +1.3], 4 players +1.9 [-0.1,
 *   +3.9], at 12%, 12% and 5% fewer instructions a decision. Then redeal 2 (two
 *   iterations to a determinization): two paired sweeps against redeal 1 (seeds 25
 *   and 27; 20,000 games at 2 players, 10,000 at 3 and 4) read +1.0 [+0.2, +1.8] and
 *   +0.45 at 2 players, +0.5 and -0.2 at 3, +0.1 and +1.7 [+0.4, +2.9] at 4: as
 *   strong or stronger, and cheaper (the determinization is a quarter of an
 *   iteration).
 * - dynamite: redeal 2, as strong and cheaper (its determinization deals every
 *   opponent's hand: a third of an iteration at 5 players, 44% at 8): paired sweeps
 *   against redeal 1, 20,000 games each (seed 24), at 2, 3, 4, 5, 6 and 8 players
 *   +0.6, +0.1, -0.7, +0.8 [+0.0, +1.5], +0.3 and -0.2 points (the lowest interval
 *   end -1.5, at 4 players); redeal 3 read -0.8 [-1.6, +0.1] at 2 players (seed 26).
 * - tin-dragon: 4-move playouts, stronger at every budget and cheaper: 2 players
 *   95.2% against 90.3% at 100 iterations; at 150 iterations 3 players +0.9 points
 *   (not significant), 5 players +2.5 [+0.4, +4.6]. Then redeal 2: its
 *   determinization re-deals some forty hidden cards, near half an iteration, and
 *   two iterations to one are as strong: paired sweeps against redeal 1 (seed 28;
 *   10,000 games at 2 players, 6,000 at 3, 4,000 at 5) -0.2 [-0.7, +0.4], -0.1
 *   [-1.1, +0.9], -0.4 [-2.0, +1.1]; seed 29 (6,000 games) 3 players -0.2 [-1.2,
 *   +0.7], 4 players +0.7 [-0.4, +1.7]; at 18% to 21% fewer instructions a decision.
 * - stop: plays the move the whole budget would (tests/test_agents.c checks it) in
 *   3% to 11% fewer iterations, but the iterations it skips do not draw their random
 *   numbers, so every later draw of the agent's stream, and the games after, differ
 *   from a run without it. On in every game (each game's published mcts figures
 *   were re-made with it); stop=0 turns it off. */
static const mcts_defaults_t mcts_tuned[] = {
    {"dinn", 150, 0.7, 8, 1, 1},
    {"djinn", 100, 0.7, 16, 2, 1},
    {"dnup", 150, 0.7, 8, 1, 1},
    {"dynamite", 150, 0.7, 8, 2, 1},
    {"tin-dragon", 150, 0.7, 4, 2, 1},
    {NULL, 150, 0.7, 8, 1, 1},
};

#define MCTS_MAX_ITERS 1000000
#define MCTS_GAMES_OWN "; default: the game's own"

static const agent_param_t mcts_params[] = {
    {"iters", 0, 1, MCTS_MAX_ITERS, 1,
     "iterations per decision (the whole budget; never wall-clock time)" MCTS_GAMES_OWN},
    {"c", -1, 0, 100, 0, "UCB1 exploration constant (rewards are in [0, 1])" MCTS_GAMES_OWN},
    {"depth", -1, 0, 1000000, 1,
     "random playout length in moves, then scored by evaluate (0: play to the end)"
     MCTS_GAMES_OWN},
    {"redeal", -1, 1, 1000, 1,
     "iterations that share one determinization (1: a fresh one every iteration)"
     MCTS_GAMES_OWN},
    {"stop", -1, 0, 1, 1,
     "1: end the search once the most visited move can no longer be overtaken in the "
     "iterations left (the same move as the whole budget, in fewer iterations)"
     MCTS_GAMES_OWN},
    {NULL, 0, 0, 0, 0, NULL},
};

void mcts_defaults(const char *game, double *iters, double *c, double *depth, double *redeal,
                   double *stop)
{
    const mcts_defaults_t *d = mcts_tuned;
    while (d->game && strcmp(d->game, game) != 0)
        d++;
    *iters = d->iters;
    *c = d->c;
    *depth = d->depth;
    *redeal = d->redeal;
    *stop = d->stop;
}

/* A tree node: 24 bytes. */
typedef struct mcts_node {
    uint32_t visits; /* iterations that passed through this node */
    uint32_t avail;  /* iterations in which its move was legal where it was selectable */
    move_t move;     /* the move into this node */
    int32_t seat;    /* the seat that made that move (-1 at the root) */
    double reward;   /* summed reward of that seat */
} mcts_node_t;

/* Child table entry: open addressing, linear probing. child == 0 marks an empty
 * slot (node 0 is the root, never anybody's child). key = parent << 4 | seat: the
 * mover is part of the key, in case a determinization changes who moves. */
typedef struct mcts_slot {
    uint32_t key;
    move_t move;
    uint32_t child;
} mcts_slot_t;

#define MCTS_SEAT_BITS 4

typedef struct mcts {
    const game_t *g;
    uint32_t iters, depth, redeal, stop;
    double c;
    mcts_node_t *nodes;
    uint32_t cap;       /* iters + 1 */
    uint32_t used;      /* nodes of the current decision */
    uint32_t high_water;
    mcts_slot_t *table;
    uint32_t table_bits;
    uint32_t *filled;   /* the slots filled this decision, to clear (at most cap) */
    uint32_t nfilled;
    uint32_t *path;     /* node indices of the current iteration, root first */
    uint32_t *kids;     /* children available at the current node */
    move_t *moves, *untried;
    /* The root's children by the index of their move among the moves offered to
     * choose() (0: not expanded yet): when a determinization offers the same moves in
     * the same order, as it does whenever the agent's own moves do not depend on
     * hidden cards, the root's children are read here instead of looked up. */
    move_t *root_moves;
    uint32_t *root_kid;
    int root_n;
    int *untried_at; /* at the root: the index of each untried move */
    unsigned char *work; /* the determinized copy an iteration plays on */
    unsigned char *det;  /* redeal > 1: the determinization iterations share */
    /* UCB terms by count, 0..cap: 1/n, 1/sqrt(n), c sqrt(ln n) (avail and visits never
     * exceed the number of iterations + 1) */
    double *inv, *inv_sqrt, *c_sqrt_log;
    size_t bytes;
    uint64_t iterations, decisions;
} mcts_t;

static inline mcts_node_t *node_at(const mcts_t *t, uint32_t i)
{
    return &t->nodes[i];
}

/* Fibonacci hashing of (key, move): the top bits of the product depend on every
 * bit of both. */
static inline uint32_t slot_index(const mcts_t *t, uint32_t key, move_t m)
{
    uint64_t h = ((uint64_t)key << 32 | m) * 0x9e3779b97f4a7c15ULL;
    return (uint32_t)(h >> (64 - t->table_bits));
}

static inline uint32_t child_key(uint32_t parent, int seat)
{
    return parent << MCTS_SEAT_BITS | (uint32_t)seat;
}

/* The child of `parent` reached when `seat` plays m, or 0 when there is none. */
static inline uint32_t child_find(const mcts_t *t, uint32_t parent, int seat, move_t m)
{
    uint32_t key = child_key(parent, seat), mask = (1u << t->table_bits) - 1;
    for (uint32_t i = slot_index(t, key, m);; i = (i + 1) & mask) {
        const mcts_slot_t *s = &t->table[i];
        if (s->child == 0)
            return 0;
        if (s->key == key && s->move == m)
            return s->child;
    }
}

static uint32_t child_add(mcts_t *t, uint32_t parent, int seat, move_t m)
{
    uint32_t idx = t->used++;
    mcts_node_t *n = node_at(t, idx);
    n->visits = 0;
    n->avail = 1;
    n->move = m;
    n->seat = seat;
    n->reward = 0.0;

    uint32_t key = child_key(parent, seat), mask = (1u << t->table_bits) - 1;
    uint32_t i = slot_index(t, key, m);
    while (t->table[i].child != 0)
        i = (i + 1) & mask;
    t->table[i] = (mcts_slot_t){key, m, idx};
    t->filled[t->nfilled++] = i;
    return idx;
}

static void tree_reset(mcts_t *t)
{
    t->used = 1;
    mcts_node_t *root = node_at(t, 0);
    memset(root, 0, sizeof *root);
    root->seat = -1;
    /* only the slots this decision filled: a decision fills at most one a node */
    for (uint32_t k = 0; k < t->nfilled; k++)
        t->table[t->filled[k]].child = 0;
    t->nfilled = 0;
}

/* UCB1 over the children available in this determinization; counts their
 * availability on the way. Ties go to the first in legal-move order. */
static uint32_t select_child(mcts_t *t, int nkids)
{
    uint32_t best = t->kids[0];
    double best_value = -1.0;
    for (int i = 0; i < nkids; i++) {
        mcts_node_t *n = node_at(t, t->kids[i]);
        n->avail++;
        double v = n->reward * t->inv[n->visits] +
                   t->c_sqrt_log[n->avail] * t->inv_sqrt[n->visits];
        if (v > best_value) {
            best_value = v;
            best = t->kids[i];
        }
    }
    return best;
}

/* Random moves from s until the end or until `depth` moves have been played: the
 * game's own playout when it has one (the same moves and draws, cheaper). */
static void playout(mcts_t *t, void *s, rng_t *rng)
{
    const game_t *g = t->g;
    uint32_t left = t->depth ? t->depth : UINT32_MAX;
    move_t *moves = t->moves;
    if (__builtin_expect(g->playout != NULL, 1)) {
        g->playout(s, left, moves, rng);
        return;
    }
    while (left-- > 0 && g->to_move(s) >= 0) {
        int n = g->legal_moves(s, moves);
        g->apply(s, moves[n == 1 ? 0 : rng_below(rng, (uint32_t)n)], rng);
    }
}

/* Reward of every seat of `seats` (those that moved on this iteration's path, the
 * only ones its nodes are judged by): the outcome when the game is over, evaluate()
 * when cut short or capped. */
static void score(const mcts_t *t, const void *s, unsigned seats, double *reward)
{
    const game_t *g = t->g;
    outcome_t out;
    int decided = 0;
    if (g->to_move(s) < 0) {
        memset(&out, 0, sizeof out);
        g->outcome(s, &out);
        decided = !out.capped;
    }
    /* two seats or more to evaluate: one pass for all when the game can */
    double all[MAX_SEATS];
    const int at_once = !decided && g->evaluate_all && (seats & (seats - 1));
    if (at_once)
        g->evaluate_all(s, all);
    for (unsigned m = seats; m; m &= m - 1) {
        int k = __builtin_ctz(m);
        reward[k] = decided ? 0.5 * out.result[k] : at_once ? all[k] : g->evaluate(s, k);
    }
}

static void backpropagate(mcts_t *t, int plen, const double *reward)
{
    node_at(t, t->path[0])->visits++; /* the root: no seat moved into it */
    for (int i = 1; i < plen; i++) {
        mcts_node_t *n = node_at(t, t->path[i]);
        n->visits++;
        n->reward += reward[n->seat];
    }
}

/* Whether this determinization offers at the root the moves offered to choose(), in
 * the same order. */
static inline int root_offered(const mcts_t *t, int n)
{
    if (n != t->root_n)
        return 0;
    for (int i = 0; i < n; i++)
        if (t->moves[i] != t->root_moves[i])
            return 0;
    return 1;
}

/* A new root child c for move m, at index i of the offered moves (-1: unknown,
 * found by its move; a move not offered has no place in the cache). */
static void root_record(mcts_t *t, int i, move_t m, uint32_t c)
{
    if (i < 0)
        for (int k = 0; k < t->root_n && i < 0; k++)
            if (t->root_moves[k] == m)
                i = k;
    if (i >= 0)
        t->root_kid[i] = c;
}

static void iterate(mcts_t *t, const void *view, int me, uint32_t i, rng_t *rng)
{
    const game_t *g = t->g;
    void *s = t->work;
    double reward[MAX_SEATS];
    if (t->redeal == 1) {
        memcpy(s, view, g->state_size);
        g->determinize(s, me, rng);
    } else {
        if (i % t->redeal == 0) {
            memcpy(t->det, view, g->state_size);
            g->determinize(t->det, me, rng);
        }
        memcpy(s, t->det, g->state_size);
    }

    uint32_t node = 0;
    int plen = 0;
    unsigned seats = 0; /* the seats that moved along the path */
    t->path[plen++] = 0;
    int seat;
    while ((seat = g->to_move(s)) >= 0) {
        seats |= 1u << seat;
        int n = g->legal_moves(s, t->moves);
        int nkids = 0, nuntried = 0;
        const int at_root = node == 0 && seat == me, cached = at_root && root_offered(t, n);
        if (cached) {
            /* the same kids and untried moves, in the same order, as the lookups */
            for (int i = 0; i < n; i++) {
                uint32_t c = t->root_kid[i];
                if (c) {
                    t->kids[nkids++] = c;
                } else {
                    t->untried_at[nuntried] = i;
                    t->untried[nuntried++] = t->moves[i];
                }
            }
        } else {
            for (int i = 0; i < n; i++) {
                uint32_t c = child_find(t, node, seat, t->moves[i]);
                if (c)
                    t->kids[nkids++] = c;
                else
                    t->untried[nuntried++] = t->moves[i];
            }
        }
        if (nuntried > 0) {
            /* expand one untried move, then play out from its state */
            int u = nuntried == 1 ? 0 : (int)rng_below(rng, (uint32_t)nuntried);
            move_t m = t->untried[u];
            uint32_t c = child_add(t, node, seat, m);
            if (at_root)
                root_record(t, cached ? t->untried_at[u] : -1, m, c);
            t->path[plen++] = c;
            g->apply(s, m, rng);
            playout(t, s, rng);
            break;
        }
        node = select_child(t, nkids);
        t->path[plen++] = node;
        g->apply(s, node_at(t, node)->move, rng);
    }
    score(t, s, seats, reward);
    backpropagate(t, plen, reward);
}

/* Whether the most visited root child among the moves offered has more visits than
 * any other could reach in the iterations left after `done`: then the whole budget
 * would play it too (most_visited), and the search can stop. Each iteration adds one
 * visit to one root child, so this needs more than half the budget spent. */
static int settled(const mcts_t *t, uint32_t done)
{
    uint32_t top = 0, second = 0;
    for (int k = 0; k < t->root_n; k++) {
        uint32_t c = t->root_kid[k], v = c ? node_at(t, c)->visits : 0;
        if (v > top) {
            second = top;
            top = v;
        } else if (v > second) {
            second = v;
        }
    }
    return top > second + (t->iters - done);
}

/* The most visited root child among the moves offered; ties go to the better mean,
 * then to the first offered. The offered moves' children are root_kid[] (every root
 * child of the agent's seat for an offered move is recorded there). */
static move_t most_visited(const mcts_t *t)
{
    const move_t *moves = t->root_moves;
    move_t best = moves[0];
    double best_visits = -1.0, best_mean = -1.0;
    for (int i = 0; i < t->root_n; i++) {
        uint32_t c = t->root_kid[i];
        double visits = 0.0, mean = 0.0;
        if (c) {
            const mcts_node_t *n = node_at(t, c);
            visits = n->visits;
            mean = n->visits ? n->reward / n->visits : 0.0;
        }
        if (visits > best_visits || (visits == best_visits && mean > best_mean)) {
            best = moves[i];
            best_visits = visits;
            best_mean = mean;
        }
    }
    return best;
}

static move_t mcts_choose(void *self, const agent_cfg_t *cfg, const game_t *g, void *view,
                          int seat, const move_t *moves, int nmoves, rng_t *rng)
{
    (void)cfg, (void)g;
    mcts_t *t = self;
    if (nmoves == 1)
        return moves[0];
    tree_reset(t);
    t->root_n = nmoves;
    memcpy(t->root_moves, moves, sizeof(move_t) * (size_t)nmoves);
    memset(t->root_kid, 0, sizeof(uint32_t) * (size_t)nmoves);
    uint32_t i = 0;
    while (i < t->iters) {
        iterate(t, view, seat, i, rng);
        i++;
        if (t->stop && 2 * i > t->iters && settled(t, i))
            break;
    }
    if (t->used > t->high_water)
        t->high_water = t->used;
    t->iterations += i;
    t->decisions++;
    return most_visited(t);
}

static void mcts_destroy(void *self)
{
    mcts_t *t = self;
    if (!t)
        return;
    free(t->nodes);
    free(t->table);
    free(t->filled);
    free(t->path);
    free(t->kids);
    free(t->moves);
    free(t->untried);
    free(t->root_moves);
    free(t->root_kid);
    free(t->untried_at);
    free(t->work);
    free(t->det);
    free(t->inv);
    free(t->inv_sqrt);
    free(t->c_sqrt_log);
    free(t);
}

static int mcts_create(const agent_cfg_t *cfg, const game_t *g, void **self)
{
    *self = NULL;
    if (g->max_players < 1 || g->max_players > MAX_SEATS || g->max_moves < 1)
        return 1;
    mcts_t *t = calloc(1, sizeof *t);
    if (!t)
        return 1;
    t->g = g;
    /* a setting at its table default (0 or -1) takes the game's own value */
    double own[MCTS_NSETTINGS];
    mcts_defaults(g->id, &own[MCTS_ITERS], &own[MCTS_C], &own[MCTS_DEPTH], &own[MCTS_REDEAL],
                  &own[MCTS_STOP]);
    for (int k = 0; k < MCTS_NSETTINGS; k++)
        if (cfg->v[k] != mcts_params[k].def)
            own[k] = cfg->v[k];
    t->iters = (uint32_t)own[MCTS_ITERS];
    t->c = own[MCTS_C];
    t->depth = (uint32_t)own[MCTS_DEPTH];
    t->redeal = (uint32_t)own[MCTS_REDEAL];
    t->stop = (uint32_t)own[MCTS_STOP];
    t->cap = t->iters + 1;
    t->table_bits = 4;
    while ((1u << t->table_bits) < 2 * t->cap)
        t->table_bits++;

    size_t moves = (size_t)g->max_moves;
    size_t node_bytes = sizeof(mcts_node_t) * t->cap, table_bytes = sizeof(mcts_slot_t) << t->table_bits;
    size_t path_bytes = sizeof(uint32_t) * t->cap;
    t->nodes = malloc(node_bytes);
    t->table = calloc(1, table_bytes);
    t->filled = malloc(sizeof(uint32_t) * t->cap);
    t->path = malloc(path_bytes);
    t->kids = malloc(sizeof(uint32_t) * moves);
    t->moves = malloc(sizeof(move_t) * moves);
    t->untried = malloc(sizeof(move_t) * moves);
    t->root_moves = malloc(sizeof(move_t) * moves);
    t->root_kid = malloc(sizeof(uint32_t) * moves);
    t->untried_at = malloc(sizeof(int) * moves);
    t->work = malloc(g->state_size);
    t->det = malloc(g->state_size);
    size_t terms = (size_t)t->cap + 1;
    t->inv = malloc(sizeof(double) * terms);
    t->inv_sqrt = malloc(sizeof(double) * terms);
    t->c_sqrt_log = malloc(sizeof(double) * terms);
    t->bytes = sizeof *t + node_bytes + table_bytes + 2 * path_bytes /* and filled */ +
               (2 * sizeof(uint32_t) + 3 * sizeof(move_t) + sizeof(int)) * moves +
               2 * g->state_size +
               3 * sizeof(double) * terms;
    if (!t->nodes || !t->table || !t->filled || !t->path || !t->kids || !t->moves || !t->untried ||
        !t->root_moves || !t->root_kid || !t->untried_at || !t->work || !t->det || !t->inv || !t->inv_sqrt || !t->c_sqrt_log) {
        mcts_destroy(t);
        return 1;
    }
    t->inv[0] = t->inv_sqrt[0] = t->c_sqrt_log[0] = 0.0;
    for (size_t k = 1; k < terms; k++) {
        t->inv[k] = 1.0 / (double)k;
        t->inv_sqrt[k] = 1.0 / sqrt((double)k);
        t->c_sqrt_log[k] = t->c * sqrt(log((double)k)); /* the product UCB1 forms first */
    }
    *self = t;
    return 0;
}

static void mcts_game_defaults(const game_t *g, double *v)
{
    mcts_defaults(g->id, &v[MCTS_ITERS], &v[MCTS_C], &v[MCTS_DEPTH], &v[MCTS_REDEAL],
                  &v[MCTS_STOP]);
}

void mcts_settings(const void *self, double *iters, double *c, double *depth, double *redeal,
                   double *stop)
{
    const mcts_t *t = self;
    *iters = t->iters;
    *c = t->c;
    *depth = t->depth;
    *redeal = t->redeal;
    *stop = t->stop;
}

size_t mcts_capacity(const void *self)
{
    return ((const mcts_t *)self)->cap;
}

size_t mcts_high_water(const void *self)
{
    return ((const mcts_t *)self)->high_water;
}

size_t mcts_arena_bytes(const void *self)
{
    return ((const mcts_t *)self)->bytes;
}

uint64_t mcts_iterations(const void *self)
{
    return ((const mcts_t *)self)->iterations;
}

uint64_t mcts_decisions(const void *self)
{
    return ((const mcts_t *)self)->decisions;
}

/* --bench, in iterations per second (the unit needs iters written out, and stop=0,
 * so that every decision runs them all: the figure is the cost of an iteration): the
 * game's own playouts, exploration and redeal; full playouts (depth=0) with a fresh
 * determinization every iteration (redeal=1, as the reference IS-MCTS of issue 17
 * runs them); and the generic settings, for figures that compare across games and
 * over time */
static const char *const mcts_bench[] = {"iters=150:stop=0", "iters=150:depth=0:redeal=1:stop=0",
                                         "iters=150:depth=8:c=0.7:redeal=1:stop=0", NULL};

const agent_type_t mcts_agent = {
    .name = "mcts",
    .help = "information-set MCTS (single observer): determinized iterations, UCB1 with "
            "availability counts, random playouts",
    .params = mcts_params,
    .needs_view = 1,
    .create = mcts_create,
    .destroy = mcts_destroy,
    .choose = mcts_choose,
    .bench_settings = mcts_bench,
    .bench_unit = "iters",
    .game_defaults = mcts_game_defaults,
};
