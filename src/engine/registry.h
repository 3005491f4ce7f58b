/* registry.h - the games and agents this build knows (games.def, agents.def). */
#ifndef SIM_REGISTRY_H
#define SIM_REGISTRY_H

#include "agent.h"
#include "game.h"

extern const game_t *const game_registry[];        /* NULL-terminated */
extern const agent_type_t *const agent_registry[]; /* NULL-terminated */

const game_t *game_find(const char *id);
const agent_type_t *agent_find(const char *name);

/* Parse "name[:key=value]...": 0, or non-zero with one line in err. */
int agent_spec_parse(const char *spec, agent_cfg_t *cfg, char *err, size_t n);

#endif
