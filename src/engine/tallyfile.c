/* tallyfile.c - the tally file format (tallyfile.h): encoding, checking, decoding,
 * and the list of a run's tallies as named arrays. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_internal.h"
#include "tallyfile.h"

/* ---- the hash ---- */

static inline uint64_t rotl64(uint64_t x, int r)
{
    return (x << r) | (x >> (64 - r));
}

static inline uint64_t get_le64(const unsigned char *p)
{
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
}

static inline uint32_t get_le32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static inline void put_le64(unsigned char *p, uint64_t v)
{
    for (int i = 0; i < 8; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static inline void put_le32(unsigned char *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

/* Words of 8 bytes, each multiplied by an odd constant and folded into the state with
 * a rotation; the tail bytes as one short word; then a final avalanche (xor-shifts and
 * multiplications, as in common 64-bit finalisers). */
uint64_t tally_hash64(const void *data, size_t n, uint64_t seed)
{
    const unsigned char *p = data;
    uint64_t h = seed ^ 0x6a09e667f3bcc909ULL ^ ((uint64_t)n * 0x9e3779b97f4a7c15ULL);
    while (n >= 8) {
        h ^= get_le64(p) * 0x87c37b91114253d5ULL;
        h = rotl64(h, 31) * 0x4cf5ad432745937fULL + 0x52dce729U;
        p += 8;
        n -= 8;
    }
    uint64_t t = 0;
    for (size_t i = 0; i < n; i++)
        t |= (uint64_t)p[i] << (8 * i);
    h ^= (t + n) * 0x87c37b91114253d5ULL;
    h = rotl64(h, 29) * 0x4cf5ad432745937fULL;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdULL;
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return h;
}

/* ---- buffers ---- */

void tf_buf_free(tf_buf_t *b)
{
    free(b->p);
    memset(b, 0, sizeof *b);
}

static unsigned char *buf_grow(tf_buf_t *b, size_t more)
{
    if (b->oom)
        return NULL;
    if (b->len + more > b->cap) {
        size_t cap = b->cap ? b->cap : 4096;
        while (cap < b->len + more)
            cap *= 2;
        unsigned char *p = realloc(b->p, cap);
        if (!p) {
            b->oom = 1;
            return NULL;
        }
        b->p = p;
        b->cap = cap;
    }
    unsigned char *at = b->p + b->len;
    b->len += more;
    return at;
}

static void buf_put(tf_buf_t *b, const void *p, size_t n)
{
    unsigned char *at = buf_grow(b, n);
    if (at)
        memcpy(at, p, n);
}

static void buf_u8(tf_buf_t *b, unsigned v)
{
    unsigned char c = (unsigned char)v;
    buf_put(b, &c, 1);
}

static void buf_u64(tf_buf_t *b, uint64_t v)
{
    unsigned char *at = buf_grow(b, 8);
    if (at)
        put_le64(at, v);
}

typedef unsigned __int128 u128;
typedef __int128 i128;

static void buf_varint(tf_buf_t *b, u128 v)
{
    unsigned char tmp[19];
    int k = 0;
    do {
        unsigned char c = (unsigned char)(v & 0x7f);
        v >>= 7;
        tmp[k++] = (unsigned char)(c | (v ? 0x80 : 0));
    } while (v);
    buf_put(b, tmp, (size_t)k);
}

/* ---- writing ---- */

#define HEADER_BYTES 32

void tf_begin(tf_buf_t *b)
{
    memset(b, 0, sizeof *b);
    unsigned char *h = buf_grow(b, HEADER_BYTES);
    if (h)
        memset(h, 0, HEADER_BYTES);
}

/* Section header; returns the offset of the section's start (its name length byte)
 * and of the payload length field. */
static size_t section_begin(tf_buf_t *b, const char *name, int kind, int op, int width,
                            uint64_t count, size_t *len_at)
{
    size_t start = b->len, nl = strlen(name);
    if (nl < 1 || nl > TALLY_NAME_MAX) {
        b->oom = 1; /* a programming error: caught by the tests */
        return start;
    }
    buf_u8(b, (unsigned)nl);
    buf_put(b, name, nl);
    buf_u8(b, (unsigned)kind);
    buf_u8(b, (unsigned)op);
    buf_u8(b, (unsigned)width);
    buf_u8(b, 0);
    buf_u64(b, count);
    *len_at = b->len;
    buf_u64(b, 0);
    return start;
}

static void section_end(tf_buf_t *b, size_t start, size_t len_at)
{
    if (b->oom)
        return;
    put_le64(b->p + len_at, (uint64_t)(b->len - len_at - 8));
    uint64_t h = tally_hash64(b->p + start, b->len - start, 0);
    buf_u64(b, h);
    if (!b->oom)
        put_le32(b->p + 12, get_le32(b->p + 12) + 1);
}

void tf_put_text(tf_buf_t *b, const char *name, const char *text, size_t len)
{
    size_t len_at;
    size_t start = section_begin(b, name, TF_KIND_TEXT, TF_NONE, 1, len, &len_at);
    buf_put(b, text, len);
    section_end(b, start, len_at);
}

static inline i128 view_get(const tf_view_t *v, uint64_t k)
{
    const char *at = v->base + (size_t)(k / v->inner) * v->stride +
                     (size_t)(k % v->inner) * (size_t)v->type;
    switch (v->type) {
    case TF_I8: return *(const int8_t *)at;
    case TF_I64: {
        int64_t x;
        memcpy(&x, at, 8);
        return x;
    }
    default: {
        i128 x;
        memcpy(&x, at, 16);
        return x;
    }
    }
}

void tf_put_ints(tf_buf_t *b, const tf_view_t *v)
{
    size_t len_at;
    size_t start = section_begin(b, v->name, TF_KIND_INT, v->op, v->type, v->count, &len_at);
    uint64_t zeros = 0;
    /* contiguous 64-bit arrays (histograms: mostly zeros) skip their zeros fast */
    const int64_t *flat = v->type == TF_I64 && v->inner == 1 && v->stride == 8
                              ? (const int64_t *)(const void *)v->base
                              : NULL;
    for (uint64_t k = 0; k < v->count && !b->oom; k++) {
        if (flat && flat[k] == 0) {
            uint64_t run = k;
            while (run + 8 <= v->count && (flat[run] | flat[run + 1] | flat[run + 2] |
                                           flat[run + 3] | flat[run + 4] | flat[run + 5] |
                                           flat[run + 6] | flat[run + 7]) == 0)
                run += 8;
            while (run < v->count && flat[run] == 0)
                run++;
            zeros += run - k;
            k = run - 1;
            continue;
        }
        i128 x = flat ? flat[k] : view_get(v, k);
        if (x == 0) {
            zeros++;
            continue;
        }
        if (zeros) {
            buf_varint(b, 0);
            buf_varint(b, zeros);
            zeros = 0;
        }
        buf_varint(b, ((u128)x << 1) ^ (u128)(x >> 127));
    }
    if (zeros) {
        buf_varint(b, 0);
        buf_varint(b, zeros);
    }
    section_end(b, start, len_at);
}

int tf_end(tf_buf_t *b)
{
    if (b->oom || b->len < HEADER_BYTES)
        return 1;
    memcpy(b->p, TALLY_MAGIC, 8);
    put_le32(b->p + 8, TALLY_FORMAT);
    put_le64(b->p + 16, (uint64_t)b->len);
    put_le64(b->p + 24, tally_hash64(b->p, 24, 0));
    return 0;
}

/* ---- reading ---- */

void tf_file_free(tf_file_t *f)
{
    free(f->path);
    free(f->data);
    free(f->sec);
    memset(f, 0, sizeof *f);
}

#define FAIL(...) (snprintf(err, n, __VA_ARGS__), tf_file_free(f), 2)

int tf_parse(tf_file_t *f, const char *path, unsigned char *data, size_t size, char *err,
             size_t n)
{
    memset(f, 0, sizeof *f);
    /* every message shows the name cut and escaped, as every value (cli_internal.h) */
    f->path = strdup(cli_shown(path));
    f->data = data;
    f->size = size;
    if (!f->path)
        return FAIL("out of memory");
    path = f->path;
    if (size < HEADER_BYTES || memcmp(data, TALLY_MAGIC, 8) != 0)
        return size < 8 && memcmp(data, TALLY_MAGIC, size) == 0
                   ? FAIL("%s: truncated (%zu bytes, not even a header)", path, size)
                   : FAIL("%s: not a tally file (simulate --tally, --shard or --checkpoint "
                          "writes them)",
                          path);
    if (get_le64(data + 24) != tally_hash64(data, 24, 0))
        return FAIL("%s: corrupt header (checksum)", path);
    uint32_t version = get_le32(data + 8);
    if (version != TALLY_FORMAT)
        return FAIL("%s: tally format %u, this program reads format %u only: %s", path, version,
                    TALLY_FORMAT,
                    version < TALLY_FORMAT
                        ? "written by an older simulate; merge or resume it with that version, "
                          "or play its games again"
                        : "written by a newer simulate; merge or resume it with that version");
    uint64_t total = get_le64(data + 16);
    if (total != size)
        return total > size ? FAIL("%s: truncated (%zu of %llu bytes)", path, size,
                                   (unsigned long long)total)
                            : FAIL("%s: %zu bytes where the header says %llu (trailing "
                                   "garbage)",
                                   path, size, (unsigned long long)total);
    uint32_t nsec = get_le32(data + 12);
    if (nsec > 1u << 20)
        return FAIL("%s: corrupt header (%u sections)", path, nsec);
    f->sec = calloc(nsec ? nsec : 1, sizeof *f->sec);
    if (!f->sec)
        return FAIL("out of memory");
    size_t at = HEADER_BYTES;
    for (uint32_t i = 0; i < nsec; i++) {
        tf_section_t *s = &f->sec[i];
        size_t start = at;
        if (at + 1 > size)
            return FAIL("%s: section %u: truncated", path, i + 1);
        size_t nl = data[at++];
        if (nl < 1 || nl > TALLY_NAME_MAX || at + nl + 4 + 16 > size)
            return FAIL("%s: section %u: corrupt (name length %zu)", path, i + 1, nl);
        memcpy(s->name, data + at, nl);
        s->name[nl] = '\0';
        at += nl;
        s->kind = data[at];
        s->op = data[at + 1];
        s->width = data[at + 2];
        at += 4;
        s->count = get_le64(data + at);
        s->len = get_le64(data + at + 8);
        at += 16;
        if (s->len > size - at || size - at - s->len < 8)
            return FAIL("%s: section '%s': corrupt (payload length)", path, s->name);
        s->payload = data + at;
        at += s->len;
        if (get_le64(data + at) != tally_hash64(data + start, at - start, 0))
            return FAIL("%s: section '%s' is corrupt (checksum)", path, s->name);
        at += 8;
        for (size_t c = 0; c < nl; c++) {
            char ch = s->name[c];
            if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '.' ||
                  ch == '_'))
                return FAIL("%s: section %u: bad name", path, i + 1);
        }
        if ((s->kind != TF_KIND_INT && s->kind != TF_KIND_TEXT) || s->op > TF_NONE ||
            (s->kind == TF_KIND_INT && s->width != TF_I8 && s->width != TF_I64 &&
             s->width != TF_I128) ||
            (s->kind == TF_KIND_TEXT && s->count != s->len))
            return FAIL("%s: section '%s': unknown kind", path, s->name);
    }
    if (at != size)
        return FAIL("%s: corrupt (%zu bytes after the last section)", path, size - at);
    f->nsec = (int)nsec;
    return 0;
}

int tf_read(tf_file_t *f, const char *path, char *err, size_t n)
{
    memset(f, 0, sizeof *f);
    FILE *in = fopen(path, "rb");
    if (!in) {
        snprintf(err, n, "%s: cannot open: %s", cli_shown(path), strerror(errno));
        return 2;
    }
    size_t cap = 1 << 16, len = 0;
    unsigned char *data = malloc(cap);
    for (;;) {
        if (!data) {
            fclose(in);
            snprintf(err, n, "%s: out of memory", cli_shown(path));
            return 2;
        }
        len += fread(data + len, 1, cap - len, in);
        if (len < cap)
            break;
        unsigned char *more = realloc(data, cap * 2);
        if (!more)
            free(data);
        data = more;
        cap *= 2;
    }
    int bad = ferror(in);
    fclose(in);
    if (bad) {
        free(data);
        snprintf(err, n, "%s: read error", cli_shown(path));
        return 2;
    }
    return tf_parse(f, path, data, len, err, n);
}

#undef FAIL

const tf_section_t *tf_find(const tf_file_t *f, const char *name)
{
    for (int i = 0; i < f->nsec; i++)
        if (strcmp(f->sec[i].name, name) == 0)
            return &f->sec[i];
    return NULL;
}

long tf_text(const tf_file_t *f, const char *name, char *buf, size_t n)
{
    const tf_section_t *s = tf_find(f, name);
    if (!s || s->kind != TF_KIND_TEXT)
        return -1;
    size_t k = s->len < n - 1 ? (size_t)s->len : n - 1;
    memcpy(buf, s->payload, k);
    buf[k] = '\0';
    return (long)s->len;
}

static int get_varint(const unsigned char **p, const unsigned char *end, u128 *out)
{
    u128 v = 0;
    for (int shift = 0; shift < 133; shift += 7) {
        if (*p >= end)
            return 1;
        unsigned char c = *(*p)++;
        v |= (u128)(c & 0x7f) << shift;
        if (!(c & 0x80)) {
            *out = v;
            return 0;
        }
    }
    return 1;
}

static inline void view_put(const tf_view_t *v, uint64_t k, i128 x)
{
    char *at = v->base + (size_t)(k / v->inner) * v->stride + (size_t)(k % v->inner) * (size_t)v->type;
    switch (v->type) {
    case TF_I8: {
        int8_t *c = (int8_t *)at;
        if (v->op == TF_SUM)
            *c = (int8_t)(*c + x);
        else if (v->op == TF_NONE || x > *c)
            *c = (int8_t)x;
        break;
    }
    case TF_I64: {
        int64_t c;
        memcpy(&c, at, 8);
        if (v->op == TF_SUM)
            c = (int64_t)((uint64_t)c + (uint64_t)(int64_t)x);
        else if (v->op == TF_NONE || x > c)
            c = (int64_t)x;
        memcpy(at, &c, 8);
        break;
    }
    default: {
        i128 c;
        memcpy(&c, at, 16);
        if (v->op == TF_SUM)
            c = (i128)((u128)c + (u128)x);
        else if (v->op == TF_NONE || x > c)
            c = x;
        memcpy(at, &c, 16);
        break;
    }
    }
}

int tf_decode(const tf_file_t *f, const tf_section_t *s, const tf_view_t *v, char *err,
              size_t n)
{
    if (s->kind != TF_KIND_INT || s->width != v->type || s->count != v->count ||
        s->op != v->op) {
        snprintf(err, n, "%s: array '%s' has %llu values of %d bytes, this run has %llu of %d",
                 f->path, s->name, (unsigned long long)s->count, s->width,
                 (unsigned long long)v->count, v->type);
        return 2;
    }
    const unsigned char *p = s->payload, *end = s->payload + s->len;
    const i128 lo = v->type == TF_I8 ? INT8_MIN : v->type == TF_I64 ? INT64_MIN : 0;
    const i128 hi = v->type == TF_I8 ? INT8_MAX : INT64_MAX;
    uint64_t k = 0;
    while (p < end) {
        u128 z;
        if (get_varint(&p, end, &z))
            goto bad;
        if (z == 0) {
            u128 run;
            if (get_varint(&p, end, &run) || run == 0 || run > v->count - k)
                goto bad;
            k += (uint64_t)run;
            continue;
        }
        if (k >= v->count)
            goto bad;
        i128 x = (i128)(z >> 1) ^ -(i128)(z & 1);
        if (v->type != TF_I128 && (x < lo || x > hi))
            goto bad;
        view_put(v, k++, x);
    }
    if (k != v->count)
        goto bad;
    return 0;
bad:
    snprintf(err, n, "%s: array '%s' is corrupt", f->path, s->name);
    return 2;
}

/* ---- files ---- */

int tf_write_file(const char *path, const tf_buf_t *b)
{
    char tmp[4200];
    if (snprintf(tmp, sizeof tmp, "%s.part", path) >= (int)sizeof tmp) {
        errno = ENAMETOOLONG;
        return -1;
    }
    FILE *f = fopen(tmp, "wb");
    if (!f)
        return -1;
    int bad = fwrite(b->p, 1, b->len, f) != b->len || fflush(f) != 0 || fsync(fileno(f)) != 0;
    int saved = errno;
    if (fclose(f) != 0 && !bad) {
        bad = 1;
        saved = errno;
    }
    if (!bad && rename(tmp, path) != 0) {
        bad = 1;
        saved = errno;
    }
    if (bad) {
        unlink(tmp);
        errno = saved;
        return -1;
    }
    return 0;
}

/* ---- a run's tallies as named arrays ---- */

/* The fields of tally_t, setting_tally_t and metric_tally_t. A field added to one of
 * them must be added here too (the size checks below fail the build until then). */
#define TALLY_FIELDS(X)                                                                     \
    X(games) X(wins) X(draws) X(losses) X(capped) X(points) X(moves) X(rounds) X(turns)  \
    X(pair_games) X(pair_both) X(pair_win_only) X(pair_base_only) X(pair_dpoints)        \
    X(pair_dpoints2)
#define SETTING_FIELDS(X)                                                                   \
    X(games) X(capped) X(moved) X(bad_positions) X(pair_n) X(cap_both) X(cap_up)         \
    X(cap_down) X(pair_len_games) X(pair_dturns) X(pair_dturns2)
#define METRIC_FIELDS64(X)                                                                  \
    X(games) X(legal) X(moves) X(lead_changes) X(lead_changes2) X(decided_single)        \
    X(decisive) X(decisive2) X(comebacks) X(draws)
#define METRIC_FIELDS128(X) X(legal2) X(legal_moves) X(moves2)

#define COUNT1(f) +1
_Static_assert(sizeof(tally_t) == (0 TALLY_FIELDS(COUNT1)) * sizeof(int64_t),
               "a tally_t field is missing from TALLY_FIELDS in tallyfile.c");
_Static_assert(sizeof(metric_tally_t) ==
                   ((0 METRIC_FIELDS64(COUNT1)) * 8 + (0 METRIC_FIELDS128(COUNT1)) * 16 + 15) /
                       16 * 16 + 16,
               "a metric_tally_t field is missing from METRIC_FIELDS* in tallyfile.c");
_Static_assert(sizeof(setting_tally_t) ==
                   ((0 SETTING_FIELDS(COUNT1)) * 8 + MAX_SEATS + sizeof(metric_tally_t) + 15) /
                       16 * 16,
               "a setting_tally_t field is missing from SETTING_FIELDS in tallyfile.c");

static void view(tf_view_t *v, const char *prefix, const char *name, int op, int type,
                 void *base, size_t stride, uint64_t inner, uint64_t count)
{
    snprintf(v->name, sizeof v->name, "%s%s", prefix, name);
    v->op = op;
    v->type = type;
    v->base = base;
    v->stride = stride;
    v->inner = inner;
    v->count = count;
}

/* The fields of an array of tally_t, one view each. */
static int tally_struct_views(tf_view_t *v, const char *prefix, tally_t *t, uint64_t count)
{
    int k = 0;
#define V(f)                                                                                \
    view(&v[k++], prefix, #f, TF_SUM, TF_I64, (char *)t + offsetof(tally_t, f), sizeof *t, 1, \
         count);
    TALLY_FIELDS(V)
#undef V
    return k;
}

int tally_views(run_result_t *r, tf_view_t *v, int max)
{
    const uint64_t S = (uint64_t)r->nsettings, P = (uint64_t)r->players;
    const uint64_t K = (uint64_t)r->momk;
    setting_tally_t *st = r->set;
    int k = 0;
    if (max < 64 + 3 * 15)
        return 0;
    k += tally_struct_views(&v[k], "cells.", r->cells, S * P * P);
    k += tally_struct_views(&v[k], "pcells.", r->pcells, S * P * P);
    if (r->teams)
        k += tally_struct_views(&v[k], "teams.", r->teams, S * P);
#define V(f)                                                                                \
    view(&v[k++], "set.", #f, TF_SUM, TF_I64, (char *)st + offsetof(setting_tally_t, f),    \
         sizeof *st, 1, S);
    SETTING_FIELDS(V)
#undef V
    view(&v[k++], "set.", "team_seats", TF_MAX, TF_I8,
         (char *)st + offsetof(setting_tally_t, team_seats), sizeof *st, MAX_SEATS,
         S * MAX_SEATS);
#define V(f)                                                                                \
    view(&v[k++], "set.m.", #f, TF_SUM, TF_I64,                                             \
         (char *)st + offsetof(setting_tally_t, m) + offsetof(metric_tally_t, f), sizeof *st, \
         1, S);
    METRIC_FIELDS64(V)
#undef V
#define V(f)                                                                                \
    view(&v[k++], "set.m.", #f, TF_SUM, TF_I128,                                            \
         (char *)st + offsetof(setting_tally_t, m) + offsetof(metric_tally_t, f), sizeof *st, \
         1, S);
    METRIC_FIELDS128(V)
#undef V
    view(&v[k++], "", "mom", TF_SUM, TF_I64, (char *)r->mom, 8, 1, S * 2 * K * K);
    view(&v[k++], "", "lengths", TF_SUM, TF_I64, (char *)r->lengths, 8, 1,
         S * (uint64_t)r->ngroups * RUN_LEN_KINDS * HIST_BINS);
    view(&v[k++], "", "moves", TF_SUM, TF_I64, (char *)&r->moves, 8, 1, 1);
    /* a study's own tallies (deck studies: decks.c), all sums */
    if (r->extra)
        view(&v[k++], "", "extra", TF_SUM, TF_I64, (char *)r->extra, 8, 1, r->nextra);
    /* new tallies: one line here, e.g.
     * view(&v[k++], "", "cards.played", TF_SUM, TF_I64, (char *)r->cards, 8, 1, n); */
    return k;
}

/* ---- identity and metadata ---- */

const char *const tally_id_names[ID_N] = {
    "version", "game", "players", "agents", "games", "seed",
    "rules", "sweep", "baseline", "metrics", "inputs", "study",
};

void tally_ident_free(tally_ident_t *id)
{
    for (int i = 0; i < ID_N; i++)
        free(id->v[i]);
    memset(id, 0, sizeof *id);
}

int ranges_add(tally_ranges_t *rs, int64_t lo, int64_t hi)
{
    if (lo >= hi)
        return 0;
    int i = 0;
    while (i < rs->n && rs->r[2 * i] < lo)
        i++;
    /* coalesce with the range before and/or after */
    int before = i > 0 && rs->r[2 * i - 1] == lo;
    int after = i < rs->n && rs->r[2 * i] == hi;
    if (before && after) {
        rs->r[2 * i - 1] = rs->r[2 * i + 1];
        memmove(&rs->r[2 * i], &rs->r[2 * i + 2], (size_t)(rs->n - i - 1) * 2 * sizeof *rs->r);
        rs->n--;
        return 0;
    }
    if (before) {
        rs->r[2 * i - 1] = hi;
        return 0;
    }
    if (after) {
        rs->r[2 * i] = lo;
        return 0;
    }
    if (rs->n == rs->cap) {
        int cap = rs->cap ? 2 * rs->cap : 16;
        int64_t *p = realloc(rs->r, (size_t)cap * 2 * sizeof *p);
        if (!p)
            return 1;
        rs->r = p;
        rs->cap = cap;
    }
    memmove(&rs->r[2 * i + 2], &rs->r[2 * i], (size_t)(rs->n - i) * 2 * sizeof *rs->r);
    rs->r[2 * i] = lo;
    rs->r[2 * i + 1] = hi;
    rs->n++;
    return 0;
}

int64_t ranges_total(const tally_ranges_t *rs)
{
    int64_t t = 0;
    for (int i = 0; i < rs->n; i++)
        t += rs->r[2 * i + 1] - rs->r[2 * i];
    return t;
}

void ranges_free(tally_ranges_t *rs)
{
    free(rs->r);
    memset(rs, 0, sizeof *rs);
}

/* The dimensions a file's arrays follow from. */
static void dims_of(const run_result_t *r, int64_t *d)
{
    d[0] = r->players;
    d[1] = r->nsettings;
    d[2] = r->nd;
    d[3] = r->momk;
    d[4] = r->ngroups;
    d[5] = r->teams != NULL;
    d[6] = HIST_BINS;
    d[7] = MAX_SEATS;
    d[8] = r->extra ? (int64_t)r->nextra : -1;
}
#define NDIMS 9

int tally_encode(tf_buf_t *b, const tally_meta_t *m, run_result_t *r)
{
    char name[TALLY_NAME_MAX + 1];
    tf_begin(b);
    for (int i = 0; i < ID_N; i++) {
        const char *s = m->id->v[i] ? m->id->v[i] : "";
        snprintf(name, sizeof name, "id.%s", tally_id_names[i]);
        tf_put_text(b, name, s, strlen(s));
    }
    tf_put_text(b, "run.shard", m->shard ? m->shard : "", m->shard ? strlen(m->shard) : 0);
    tf_put_text(b, "run.command", m->command ? m->command : "", m->command ? m->cmdlen : 0);
    tf_put_text(b, "run.cwd", m->cwd ? m->cwd : "", m->cwd ? strlen(m->cwd) : 0);
    tf_view_t v;
    int64_t dims[NDIMS];
    dims_of(r, dims);
    view(&v, "", "run.dims", TF_NONE, TF_I64, (char *)dims, 8, 1, NDIMS);
    tf_put_ints(b, &v);
    int64_t none = 0;
    view(&v, "", "run.ranges", TF_NONE, TF_I64, m->ranges->n ? (char *)m->ranges->r : (char *)&none,
         8, 1, 2 * (uint64_t)m->ranges->n);
    tf_put_ints(b, &v);
    tf_view_t views[TALLY_MAX_VIEWS];
    int nv = tally_views(r, views, TALLY_MAX_VIEWS);
    for (int i = 0; i < nv; i++)
        tf_put_ints(b, &views[i]);
    return tf_end(b);
}

int tally_ident_diff(const tf_file_t *f, const tally_ident_t *id)
{
    char name[TALLY_NAME_MAX + 1];
    for (int i = 0; i < ID_N; i++) {
        snprintf(name, sizeof name, "id.%s", tally_id_names[i]);
        const tf_section_t *s = tf_find(f, name);
        const char *want = id->v[i] ? id->v[i] : "";
        if (!s || s->kind != TF_KIND_TEXT || s->len != strlen(want) ||
            memcmp(s->payload, want, s->len) != 0)
            return i;
    }
    return -1;
}

int tally_file_ranges(const tf_file_t *f, tally_ranges_t *rs, char *err, size_t n)
{
    const tf_section_t *s = tf_find(f, "run.ranges");
    if (!s || s->kind != TF_KIND_INT || s->width != 8 || s->count % 2 || s->count > (1u << 30)) {
        snprintf(err, n, "%s: no game ranges (not a tally of a run)", f->path);
        return 2;
    }
    uint64_t cnt = s->count;
    int64_t *tmp = malloc((size_t)(cnt ? cnt : 1) * sizeof *tmp);
    if (!tmp) {
        snprintf(err, n, "out of memory");
        return 2;
    }
    memset(tmp, 0, (size_t)(cnt ? cnt : 1) * sizeof *tmp);
    tf_view_t v;
    view(&v, "", "run.ranges", TF_NONE, TF_I64, (char *)tmp, 8, 1, cnt);
    int rc = tf_decode(f, s, &v, err, n);
    for (uint64_t i = 0; !rc && i < cnt; i += 2) {
        if (tmp[i] < 0 || tmp[i] >= tmp[i + 1] || (i && tmp[i] <= tmp[i - 1])) {
            snprintf(err, n, "%s: corrupt game ranges", f->path);
            rc = 2;
        } else if (ranges_add(rs, tmp[i], tmp[i + 1])) {
            snprintf(err, n, "out of memory");
            rc = 2;
        }
    }
    free(tmp);
    return rc;
}

int tally_add_file(const tf_file_t *f, const tally_ident_t *id, run_result_t *r,
                   tally_ranges_t *ranges, char *err, size_t n)
{
    int d = tally_ident_diff(f, id);
    if (d >= 0) {
        char theirs[200], name[TALLY_NAME_MAX + 1];
        snprintf(name, sizeof name, "id.%s", tally_id_names[d]);
        if (tf_text(f, name, theirs, sizeof theirs) < 0)
            snprintf(theirs, sizeof theirs, "(none)");
        snprintf(err, n, "%s: of another run: %s '%.80s' there, '%.80s' here", f->path,
                 tally_id_names[d], theirs, id->v[d] ? id->v[d] : "");
        return 2;
    }
    /* dimensions */
    int64_t want[NDIMS], got[NDIMS] = {0};
    dims_of(r, want);
    const tf_section_t *s = tf_find(f, "run.dims");
    tf_view_t v;
    view(&v, "", "run.dims", TF_NONE, TF_I64, (char *)got, 8, 1, NDIMS);
    if (!s || tf_decode(f, s, &v, err, n))
        return snprintf(err, n, "%s: no dimensions (not a tally of a run)", f->path), 2;
    if (memcmp(want, got, sizeof want) != 0) {
        snprintf(err, n, "%s: its arrays are laid out for another build or run", f->path);
        return 2;
    }
    /* ranges: must not overlap what is there */
    tally_ranges_t mine = {0};
    int rc = tally_file_ranges(f, &mine, err, n);
    for (int i = 0; !rc && i < mine.n; i++) {
        int64_t lo = mine.r[2 * i], hi = mine.r[2 * i + 1];
        for (int j = 0; j < ranges->n; j++)
            if (ranges->r[2 * j] < hi && lo < ranges->r[2 * j + 1]) {
                int64_t a = lo > ranges->r[2 * j] ? lo : ranges->r[2 * j];
                int64_t b = hi < ranges->r[2 * j + 1] ? hi : ranges->r[2 * j + 1];
                snprintf(err, n, "%s: games %lld-%lld are in an earlier file too (overlapping "
                                 "shards)",
                         f->path, (long long)a, (long long)b - 1);
                rc = 2;
                break;
            }
    }
    for (int i = 0; !rc && i < mine.n; i++)
        if (ranges_add(ranges, mine.r[2 * i], mine.r[2 * i + 1])) {
            snprintf(err, n, "out of memory");
            rc = 2;
        }
    ranges_free(&mine);
    if (rc)
        return rc;
    tf_view_t views[TALLY_MAX_VIEWS];
    int nv = tally_views(r, views, TALLY_MAX_VIEWS);
    for (int i = 0; i < nv; i++) {
        s = tf_find(f, views[i].name);
        if (!s) {
            snprintf(err, n, "%s: no array '%s'", f->path, views[i].name);
            return 2;
        }
        if ((rc = tf_decode(f, s, &views[i], err, n)))
            return rc;
    }
    /* arrays this program does not know: written by another build */
    for (int i = 0; i < f->nsec; i++) {
        const char *nm = f->sec[i].name;
        if (strncmp(nm, "id.", 3) == 0 || strncmp(nm, "run.", 4) == 0)
            continue;
        int known = 0;
        for (int j = 0; j < nv && !known; j++)
            known = strcmp(views[j].name, nm) == 0;
        if (!known) {
            snprintf(err, n, "%s: array '%s' unknown to this program", f->path, nm);
            return 2;
        }
    }
    return 0;
}
