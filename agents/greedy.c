/* greedy.c - the greedy agent: one-ply lookahead on its own determinized view.
 *
 * For each legal move it plays the move on a copy of the view (chance from its own
 * stream) and scores the result for its seat: the outcome if the game is over (win
 * 1, draw 0.5, loss 0; a capped game by evaluate), evaluate() otherwise. With
 * samples > 1 the scores are averaged over that many determinizations (the view
 * itself, then fresh re-determinizations of it for the same seat); every move is
 * scored on the same determinizations. The best move wins; ties are broken at random
 * from the agent's stream. */
#include <stdlib.h>
#include <string.h>

#include "agent.h"

enum { GREEDY_SAMPLES };

static const agent_param_t greedy_params[] = {
    {"samples", 1, 1, 1000, 1, "determinizations each move is scored on, averaged"},
    {NULL, 0, 0, 0, 0, NULL},
};

typedef struct greedy {
    unsigned char *base;  /* the determinization being scored */
    unsigned char *after; /* base with one move applied */
    double *total;        /* summed score per offered move */
} greedy_t;

static double score_after(const game_t *g, const void *st, int seat)
{
    if (g->to_move(st) >= 0)
        return g->evaluate(st, seat);
    outcome_t out;
    memset(&out, 0, sizeof out);
    g->outcome(st, &out);
    return out.capped ? g->evaluate(st, seat) : 0.5 * out.result[seat];
}

static move_t greedy_choose(void *self, const agent_cfg_t *cfg, const game_t *g, void *view,
                            int seat, const move_t *moves, int nmoves, rng_t *rng)
{
    greedy_t *gr = self;
    if (nmoves == 1)
        return moves[0];
    int samples = (int)cfg->v[GREEDY_SAMPLES];
    for (int i = 0; i < nmoves; i++)
        gr->total[i] = 0.0;
    for (int k = 0; k < samples; k++) {
        memcpy(gr->base, view, g->state_size);
        if (k > 0)
            g->determinize(gr->base, seat, rng);
        for (int i = 0; i < nmoves; i++) {
            memcpy(gr->after, gr->base, g->state_size);
            g->apply(gr->after, moves[i], rng);
            gr->total[i] += score_after(g, gr->after, seat);
        }
    }
    /* best total; among equals, each is kept with probability 1/(equals so far) */
    int best = 0, ties = 1;
    for (int i = 1; i < nmoves; i++) {
        if (gr->total[i] > gr->total[best]) {
            best = i;
            ties = 1;
        } else if (gr->total[i] == gr->total[best] && rng_below(rng, (uint32_t)++ties) == 0) {
            best = i;
        }
    }
    return moves[best];
}

static void greedy_destroy(void *self)
{
    greedy_t *gr = self;
    if (!gr)
        return;
    free(gr->base);
    free(gr->after);
    free(gr->total);
    free(gr);
}

static int greedy_create(const agent_cfg_t *cfg, const game_t *g, void **self)
{
    (void)cfg;
    *self = NULL;
    greedy_t *gr = calloc(1, sizeof *gr);
    if (!gr)
        return 1;
    gr->base = malloc(g->state_size);
    gr->after = malloc(g->state_size);
    gr->total = malloc(sizeof(double) * (size_t)(g->max_moves > 0 ? g->max_moves : 1));
    if (!gr->base || !gr->after || !gr->total) {
        greedy_destroy(gr);
        return 1;
    }
    *self = gr;
    return 0;
}

const agent_type_t greedy_agent = {
    .name = "greedy",
    .help = "one-ply lookahead: the move whose result evaluate() scores best for its seat",
    .params = greedy_params,
    .needs_view = 1,
    .create = greedy_create,
    .destroy = greedy_destroy,
    .choose = greedy_choose,
};
