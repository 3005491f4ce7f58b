/* sweep.h - the settings of a run: the cartesian product of the --sweep axes over the
 * fixed rules and agents (first axis slowest, each axis in value order), each a rules
 * struct checked for the player count and, when an axis sets an agent's setting, the
 * agents of the setting; with the baseline the others are paired with.
 *
 * An axis is "KEY=V1,V2,..." or, for keys that move together, "K1+K2=A1+A2,B1+B2,...".
 * A key is a rule of the game, or an agent setting: "agentN.SETTING" sets the N-th
 * agent of --agents, "NAME.SETTING" every agent called NAME (simulate --list shows the
 * agents' settings). */
#ifndef SIM_SWEEP_H
#define SIM_SWEEP_H

#include "agent.h"
#include "cli_internal.h"
#include "game.h"
#include "report.h"

/* At most this many settings in one run. */
#define SWEEP_MAX_SETTINGS 4096

typedef struct sweep_key {
    char name[64];
    const rule_param_t *rule; /* a rule of the game, or NULL for an agent setting */
    int slots;                /* agent setting: the agent slots it sets (bit mask) */
    char setting[32];         /* agent setting: its key */
} sweep_key_t;

typedef struct sweep_axis {
    int key0, nkeys; /* its keys: sw->keys[key0 .. key0 + nkeys) */
    int nvals;
    char **vals;     /* nvals * nkeys: value v of key k at [v * nkeys + k], trimmed */
    double *num;     /* the same values parsed (NaN for text), for order and duplicates */
    int base;        /* index of the baseline value */
} sweep_axis_t;

typedef struct sweep {
    int naxes;
    sweep_axis_t axes[REPORT_MAX_SWEEP];
    int nkeys;
    sweep_key_t keys[REPORT_MAX_SWEEP];
    const char *key_names[REPORT_MAX_SWEEP];
    int nsettings;
    char *rules;          /* nsettings rules structs of the game's rules_size */
    const void **setting; /* nsettings pointers into rules */
    const char **values;  /* [setting * nkeys + key]: the value's label */
    char **labels;        /* the labels' storage: file values as their base names */
    agent_cfg_t *agents;  /* [setting * players + slot] when a key is an agent setting */
    int baseline;         /* the setting whose values are every axis' base */
    int skill_key;        /* the first agent-setting key, or -1 */
    /* sweep_describe(): per setting and seat the seat's deck (or NULL), and the inputs
     * given by file with their content hashes */
    char **lineup_text;
    size_t nlineup;
    const char **lineup;
    char *inputs;
} sweep_t;

/* Build the settings from the fixed rules, the agents (players entries) and the
 * --sweep arguments args[0..nargs), with --baseline text (or NULL: the value written
 * first on each axis). Returns 0, or 2 after one line on stderr (bad input).
 * Without axes there is one setting, the fixed rules. sweep_free() frees it in either
 * case. */
int sweep_build(sweep_t *sw, const game_t *g, const void *rules, int players,
                const agent_cfg_t *agents, const char *const *args, int nargs,
                const char *baseline);

/* The labels a report needs: each seat's deck per setting (games with a deck_rule),
 * and the inputs given by file ("key=base@hash;..."; decks, rules files, file values
 * of custom rules, the game's data folder). Returns 0, or 1 when out of memory. */
int sweep_describe(sweep_t *sw, const game_t *g, int players, const options_t *o);

void sweep_free(sweep_t *sw);

/* 64-bit FNV-1a hash of a file's bytes as 16 hex digits into out[17]; 0, or -1 when it
 * cannot be read. */
int file_hash(const char *path, char *out);
/* The label of a file value: its base name without the extension. */
void file_label(const char *path, char *buf, size_t n);

#endif
