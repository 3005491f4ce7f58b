/* random.c - the random agent: uniform over the legal moves. It never looks at the
 * state at all (needs_view = 0). */
#include "agent.h"

static move_t random_choose(void *self, const agent_cfg_t *cfg, const game_t *g, void *view,
                            int seat, const move_t *moves, int nmoves, rng_t *rng)
{
    (void)self, (void)cfg, (void)g, (void)view, (void)seat;
    return moves[rng_below(rng, (uint32_t)nmoves)];
}

const agent_type_t random_agent = {
    .name = "random",
    .help = "uniform over the legal moves",
    .params = NULL,
    .needs_view = 0,
    .create = NULL,
    .destroy = NULL,
    .choose = random_choose,
};
