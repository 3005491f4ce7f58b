/* registry.c - the tables behind registry.h, built from games.def and agents.def. */
#include <stdio.h>
#include <string.h>

#include "registry.h"

#define GAME(sym) extern const game_t sym##_game;
#include "games.def"
#undef GAME
#define AGENT(sym) extern const agent_type_t sym##_agent;
#include "agents.def"
#undef AGENT

#ifdef SIM_TEST_GAMES
/* build/simulate-test only (CMakeLists.txt): the tests' own games, registered too. */
#include "peek_game.h"
#endif

const game_t *const game_registry[] = {
#define GAME(sym) &sym##_game,
#include "games.def"
#undef GAME
#ifdef SIM_TEST_GAMES
    &peek_game,
#endif
    NULL,
};

const agent_type_t *const agent_registry[] = {
#define AGENT(sym) &sym##_agent,
#include "agents.def"
#undef AGENT
    NULL,
};

const game_t *game_find(const char *id)
{
    for (int i = 0; game_registry[i]; i++)
        if (strcmp(game_registry[i]->id, id) == 0)
            return game_registry[i];
    return NULL;
}

const agent_type_t *agent_find(const char *name)
{
    for (int i = 0; agent_registry[i]; i++)
        if (strcmp(agent_registry[i]->name, name) == 0)
            return agent_registry[i];
    return NULL;
}

int agent_spec_parse(const char *spec, agent_cfg_t *cfg, char *err, size_t n)
{
    char name[AGENT_SPEC_MAX];
    size_t len = strcspn(spec, ":");
    if (len == 0 || len >= sizeof name) {
        snprintf(err, n, "agent '%s': expected NAME[:KEY=VALUE]...", spec);
        return 1;
    }
    memcpy(name, spec, len);
    name[len] = '\0';
    const agent_type_t *type = agent_find(name);
    if (!type) {
        char names[256] = "";
        for (int i = 0; agent_registry[i]; i++) {
            size_t l = strlen(names);
            snprintf(names + l, sizeof names - l, "%s%s", i ? ", " : "", agent_registry[i]->name);
        }
        snprintf(err, n, "unknown agent '%s' (agents: %s)", name, names);
        return 1;
    }
    return agent_cfg_parse(type, spec, spec[len] ? spec + len + 1 : "", cfg, err, n);
}
