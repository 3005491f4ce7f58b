/* sweep.h - the settings of a run: the cartesian product of the --sweep axes over the
 * fixed rules (first axis slowest), each a rules struct checked for the player count,
 * with the baseline the others are paired with. */
#ifndef SIM_SWEEP_H
#define SIM_SWEEP_H

#include "game.h"
#include "report.h"

/* At most this many settings in one run. */
#define SWEEP_MAX_SETTINGS 4096

typedef struct sweep_axis {
    char key[64];
    int nvals;
    char **vals; /* as written, trimmed */
    int base;    /* index of the baseline value */
} sweep_axis_t;

typedef struct sweep {
    int naxes;
    sweep_axis_t axes[REPORT_MAX_SWEEP];
    int nsettings;
    char *rules;          /* nsettings rules structs of the game's rules_size */
    const void **setting; /* nsettings pointers into rules */
    const char **values;  /* [setting * naxes + axis]: the value text */
    int baseline;         /* the setting whose values are every axis' base */
} sweep_t;

/* Build the settings from the fixed rules and the --sweep arguments args[0..nargs)
 * ("KEY=V1,V2,..."), with --baseline text (or NULL: the first value of each axis).
 * Returns 0, or 2 after one line on stderr (bad input). Without axes there is one
 * setting, the fixed rules. sweep_free() frees it in either case. */
int sweep_build(sweep_t *sw, const game_t *g, const void *rules, int players,
                const char *const *args, int nargs, const char *baseline);
void sweep_free(sweep_t *sw);

#endif
