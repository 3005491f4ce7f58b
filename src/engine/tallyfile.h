/* tallyfile.h - the exact tally of a run (or of part of its games) as a file: a
 * versioned, checked, little-endian list of named integer arrays and texts.
 *
 * Every figure of the report is a function of integer tallies (runner.h), and the
 * tallies of disjoint sets of game indices add up (or, for a few, combine by maximum)
 * to the tallies of their union. So a run can be split into shards, each writes its
 * tally file, and `simulate merge` adds the files up and writes the CSV the single run
 * would have written, byte for byte. Checkpoints (work.h) and the MPI reduce (mpi.h)
 * use the same encoding.
 *
 * File layout (all integers little-endian; README "Tally files" says the same):
 *
 *   header, 32 bytes:
 *     8   magic "SIMTALLY"
 *     u32 format version (TALLY_FORMAT)
 *     u32 number of sections
 *     u64 length of the whole file in bytes
 *     u64 hash of the 24 bytes before it
 *   then each section:
 *     u8  name length L (1..63), then L bytes of name ([a-z0-9._])
 *     u8  kind: 1 integers, 2 text
 *     u8  merge: 0 sum, 1 maximum, 2 none (identity and bookkeeping)
 *     u8  width: bytes of one value in memory (1, 8 or 16); 1 for text
 *     u8  reserved, 0
 *     u64 count: values (integers) or bytes (text)
 *     u64 payload length in bytes
 *     payload
 *     u64 hash of the section from its name length byte to the end of its payload
 *
 * Integer payloads are a sequence of unsigned LEB128 varints (7 bits a byte, low
 * group first, up to 128 bits). A value v is written as its zigzag code
 * z = (v << 1) ^ (v >> 127), which is not 0 for v != 0; a 0 token is followed by a
 * varint r >= 1: r values equal to 0. Sparse arrays (histograms) stay small.
 *
 * The hash is tally_hash64() below, a 64-bit multiply-rotate hash of our own (not a
 * cryptographic one: it detects truncation, bit flips and torn writes, not forgery).
 *
 * Adding a tally: one line in tally_views() (tallyfile.c) naming the array; every
 * writer, reader, merge, checkpoint and MPI reduce then carries it. */
#ifndef SIM_TALLYFILE_H
#define SIM_TALLYFILE_H

#include <stddef.h>
#include <stdint.h>

#include "runner.h"

#define TALLY_MAGIC "SIMTALLY"
/* Format 2: deck studies (--decks) carry their own tallies ("extra"), the identity has
 * "study" and the dimensions the study's counters. Format 1 files are refused. */
#define TALLY_FORMAT 2u
#define TALLY_NAME_MAX 63

enum { TF_KIND_INT = 1, TF_KIND_TEXT = 2 };
enum { TF_SUM = 0, TF_MAX = 1, TF_NONE = 2 };
enum { TF_I8 = 1, TF_I64 = 8, TF_I128 = 16 };

/* A growable byte buffer. */
typedef struct tf_buf {
    unsigned char *p;
    size_t len, cap;
    int oom;
} tf_buf_t;

void tf_buf_free(tf_buf_t *b);

/* An integer array in memory: element k lives at
 * base + (k / inner) * stride + (k % inner) * type (fields of an array of structs). */
typedef struct tf_view {
    char name[TALLY_NAME_MAX + 1];
    int op;         /* TF_SUM, TF_MAX, TF_NONE */
    int type;       /* TF_I8, TF_I64, TF_I128: bytes of one element */
    char *base;
    size_t stride;
    uint64_t inner;
    uint64_t count;
} tf_view_t;

/* ---- writing ---- */

void tf_begin(tf_buf_t *b);
void tf_put_text(tf_buf_t *b, const char *name, const char *text, size_t len);
void tf_put_ints(tf_buf_t *b, const tf_view_t *v);
/* Finish the header (section count, length, hashes). Returns 0, or 1 when out of
 * memory. */
int tf_end(tf_buf_t *b);

/* ---- reading ---- */

typedef struct tf_section {
    char name[TALLY_NAME_MAX + 1];
    int kind, op, width;
    uint64_t count;
    const unsigned char *payload;
    uint64_t len;
} tf_section_t;

typedef struct tf_file {
    char *path;             /* for messages */
    unsigned char *data;    /* the whole file */
    size_t size;
    int nsec;
    tf_section_t *sec;
} tf_file_t;

/* Check a whole file image (taken over: freed by tf_file_free) and list its sections.
 * Returns 0, or 2 with one line in err naming `path` (truncated, corrupt, not a tally
 * file, another format version). */
int tf_parse(tf_file_t *f, const char *path, unsigned char *data, size_t size, char *err,
             size_t n);
/* Read and parse a file. */
int tf_read(tf_file_t *f, const char *path, char *err, size_t n);
void tf_file_free(tf_file_t *f);
const tf_section_t *tf_find(const tf_file_t *f, const char *name);
/* A text section as a NUL-terminated copy in buf (truncated to n - 1): its length, or
 * -1 when missing or not text. */
long tf_text(const tf_file_t *f, const char *name, char *buf, size_t n);
/* Decode an integer section into v (count must match): add (TF_SUM), keep the larger
 * (TF_MAX) or store (TF_NONE). Returns 0, or 2 with one line in err. */
int tf_decode(const tf_file_t *f, const tf_section_t *s, const tf_view_t *v, char *err,
              size_t n);

/* ---- files ---- */

/* Write the buffer to path atomically: path.part, flushed and synced, renamed over
 * path. Returns 0, or -1 with errno set (nothing left behind). */
int tf_write_file(const char *path, const tf_buf_t *b);

uint64_t tally_hash64(const void *p, size_t n, uint64_t seed);

/* ---- a run's tallies ---- */

/* Every integer tally of r as named views (at most max). Returns their number. */
int tally_views(run_result_t *r, tf_view_t *v, int max);
#define TALLY_MAX_VIEWS 128

/* What makes two tallies parts of one run: every field must agree. The values are
 * the run's, as text: version, game, players, agents (specs in --agents order),
 * games (rounded), seed, rules (the fixed rule entries in order), sweep (the --sweep
 * arguments, one per line), baseline, metrics, inputs (files given, with hashes), study
 * (empty for plain runs and sweeps; a deck study's lineups and card tallies). */
enum { ID_VERSION, ID_GAME, ID_PLAYERS, ID_AGENTS, ID_GAMES, ID_SEED, ID_RULES, ID_SWEEP,
       ID_BASELINE, ID_METRICS, ID_INPUTS, ID_STUDY, ID_N };
extern const char *const tally_id_names[ID_N];

typedef struct tally_ident {
    char *v[ID_N];
} tally_ident_t;

void tally_ident_free(tally_ident_t *id);

/* Game index ranges [lo, hi) a tally holds, sorted, disjoint. */
typedef struct tally_ranges {
    int64_t *r; /* 2 * n */
    int n, cap;
} tally_ranges_t;

/* Add [lo, hi) (coalesced with its neighbours; it must not overlap). 0, or 1 when out
 * of memory. */
int ranges_add(tally_ranges_t *rs, int64_t lo, int64_t hi);
int64_t ranges_total(const tally_ranges_t *rs);
void ranges_free(tally_ranges_t *rs);

/* Everything a tally file says besides the arrays. */
typedef struct tally_meta {
    const tally_ident_t *id;
    const tally_ranges_t *ranges;
    const char *shard;   /* "K/N", or "" */
    const char *command; /* argv, NUL-separated, cmdlen bytes */
    size_t cmdlen;
    const char *cwd;
} tally_meta_t;

/* Encode a run's tallies (and the metadata) into b. 0, or 1 when out of memory. */
int tally_encode(tf_buf_t *b, const tally_meta_t *m, run_result_t *r);

/* Check that file f is of run `id` (every field equal) with r's dimensions, and add
 * its tallies into r and its ranges into `ranges` (refusing overlaps with ranges
 * already there). Returns 0, or 2 with one line in err naming the file. */
int tally_add_file(const tf_file_t *f, const tally_ident_t *id, run_result_t *r,
                   tally_ranges_t *ranges, char *err, size_t n);

/* The identity field that differs between f and id, or -1 when all agree (a field
 * missing from f counts as different). */
int tally_ident_diff(const tf_file_t *f, const tally_ident_t *id);

/* The file's game ranges into rs (appended as they are). 0, or 2 with err. */
int tally_file_ranges(const tf_file_t *f, tally_ranges_t *rs, char *err, size_t n);

#endif
