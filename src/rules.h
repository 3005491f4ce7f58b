/* rules.h - rule parameters: the helpers that read and write a game's rules struct
 * through its rule_param_t table, and the declarative rule list every game keeps.
 *
 * One list per game names each rule once (key, kind, default, range, the packed type
 * the state keeps it in, enum names or custom default text, help). The generators
 * below turn it into the rules struct's fields, the rule_param_t table, the copy
 * into the packed state and compile-time checks that every default and range fits
 * its packed type. A list is a macro taking a generator X and a context argument:
 *
 *   #define DNUP_RULES(X, C)                                                         \
 *       X(C, INT, turn_cap, 600, 1, 100000, int32_t, NULL, "player turns before ...") \
 *       X(C, BOOL, random_orientation, 1, 0, 1, int8_t, NULL, "cards are dealt ...")   \
 *       X(C, ENUM, mode, 0, 0, 3, int8_t, dyn_mode_names, "single, best_of, ...")     \
 *       X(C, CUSTOM, deck1, 0, 0, 0, void, "built-in deck", "seat 1's deck file")
 *
 *   typedef struct dnup_rules { RULES_STRUCT_FIELDS(DNUP_RULES) } dnup_rules_t;
 *   typedef struct dnup_state { ...; RULES_PACKED_FIELDS(DNUP_RULES) ... } ...;
 *   const rule_param_t dnup_params[] = { RULES_PARAMS(DNUP_RULES, dnup_rules_t) };
 *   RULES_PACK_FN(dnup_rules_pack, DNUP_RULES, dnup_state_t, dnup_rules_t)
 *   RULES_CHECK(DNUP_RULES)
 *
 * Kinds: INT (min..max), BOOL (0/1; min and max are ignored and should be 0, 1),
 * ENUM (index into the NULL-terminated names in the extra slot; min 0, max = count
 * - 1, checked by the engine tests), CUSTOM (no struct field, no packed copy: the
 * game's rules_set handles it; the extra slot is the default text --list shows). */
#ifndef SIM_RULES_H
#define SIM_RULES_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"

/* ---- generators over a rule list ---- */

#define RULE_FIELD_INT(key) int32_t key;
#define RULE_FIELD_BOOL(key) int32_t key;
#define RULE_FIELD_ENUM(key) int32_t key;
#define RULE_FIELD_CUSTOM(key)
#define RULE_FIELD_(C, kind, key, def, lo, hi, ptype, extra, help) RULE_FIELD_##kind(key)
/* The int32_t fields of the rules struct, one per non-custom rule, in list order. */
#define RULES_STRUCT_FIELDS(LIST) LIST(RULE_FIELD_, ~)

#define RULE_PACKED_INT(key, ptype) ptype key;
#define RULE_PACKED_BOOL(key, ptype) ptype key;
#define RULE_PACKED_ENUM(key, ptype) ptype key;
#define RULE_PACKED_CUSTOM(key, ptype)
#define RULE_PACKED_(C, kind, key, def, lo, hi, ptype, extra, help) RULE_PACKED_##kind(key, ptype)
/* The packed copies inside a state (or a config struct within it). */
#define RULES_PACKED_FIELDS(LIST) LIST(RULE_PACKED_, ~)

#define RULE_PARAM_INT(T, key, def, lo, hi, extra, help) \
    {#key, RULE_INT, offsetof(T, key), def, lo, hi, NULL, help, NULL},
#define RULE_PARAM_BOOL(T, key, def, lo, hi, extra, help) \
    {#key, RULE_BOOL, offsetof(T, key), def, 0, 1, NULL, help, NULL},
#define RULE_PARAM_ENUM(T, key, def, lo, hi, extra, help) \
    {#key, RULE_ENUM, offsetof(T, key), def, lo, hi, extra, help, NULL},
#define RULE_PARAM_CUSTOM(T, key, def, lo, hi, extra, help) \
    {#key, RULE_CUSTOM, 0, 0, 0, 0, NULL, help, extra},
#define RULE_PARAM_(T, kind, key, def, lo, hi, ptype, extra, help) \
    RULE_PARAM_##kind(T, key, def, lo, hi, extra, help)
/* The rule_param_t initializers, terminator included. */
#define RULES_PARAMS(LIST, T) LIST(RULE_PARAM_, T){NULL, 0, 0, 0, 0, 0, NULL, NULL, NULL},

#define RULE_PACK_INT(key, ptype) rules_dst_->key = (ptype)rules_src_->key;
#define RULE_PACK_BOOL(key, ptype) rules_dst_->key = (ptype)rules_src_->key;
#define RULE_PACK_ENUM(key, ptype) rules_dst_->key = (ptype)rules_src_->key;
#define RULE_PACK_CUSTOM(key, ptype)
#define RULE_PACK_(C, kind, key, def, lo, hi, ptype, extra, help) RULE_PACK_##kind(key, ptype)
/* static inline void name(packed_t *, const rules_t *): copy every rule into its
 * packed field. */
#define RULES_PACK_FN(name, LIST, packed_t, rules_t)                                      \
    static inline void name(packed_t *restrict rules_dst_, const rules_t *restrict rules_src_) \
    {                                                                                     \
        LIST(RULE_PACK_, ~)                                                               \
    }

#define RULE_FITS_(ptype, v) ((long long)(ptype)(v) == (long long)(v))
#define RULE_CHECK_INT(key, def, lo, hi, ptype)                                            \
    _Static_assert((lo) <= (def) && (def) <= (hi) && RULE_FITS_(ptype, lo) &&             \
                       RULE_FITS_(ptype, hi),                                             \
                   "rule " #key ": default outside its range, or range wider than " #ptype);
#define RULE_CHECK_BOOL(key, def, lo, hi, ptype)                                           \
    _Static_assert(((def) == 0 || (def) == 1) && (lo) == 0 && (hi) == 1,                  \
                   "rule " #key ": a BOOL has default 0 or 1 and range 0..1");
#define RULE_CHECK_ENUM(key, def, lo, hi, ptype) RULE_CHECK_INT(key, def, lo, hi, ptype)
#define RULE_CHECK_CUSTOM(key, def, lo, hi, ptype)
#define RULE_CHECK_(C, kind, key, def, lo, hi, ptype, extra, help) \
    RULE_CHECK_##kind(key, def, lo, hi, ptype)
/* File-scope static assertions: default in range, range fits the packed type. */
#define RULES_CHECK(LIST) LIST(RULE_CHECK_, ~)

/* ---- helpers over a game's rule_param_t table (src/rules.c) ---- */

/* Fill a rules struct with the defaults of the table. RULE_CUSTOM fields are left
 * untouched: callers zero the struct first (calloc), so a game reads an all-zero
 * custom field as "the default" (e.g. its built-in deck or data file). */
void rules_defaults(const game_t *g, void *rules);
/* Set one rule by key: table entries here, RULE_CUSTOM and unknown keys go to
 * g->rules_set. Returns 0, or non-zero with a one-line message in err. */
int rules_set(const game_t *g, void *rules, const char *key, const char *val,
              char *err, size_t n);
/* The table entry for key, or NULL. */
const rule_param_t *rules_find(const game_t *g, const char *key);
/* Current value of a table entry as text ("4", "true", "classic"). */
void rules_format(const rule_param_t *p, const void *rules, char *buf, size_t n);

/* Parse an integer in [lo, hi]; 0 on success, else err names key and the range. */
int parse_int_in(const char *key, const char *val, long lo, long hi, long *out,
                 char *err, size_t n);

#endif
