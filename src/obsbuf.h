/* obsbuf.h - a bounded byte writer for observe(): writes what fits, and the length
 * keeps counting past the end, so the caller learns the size it needs (like
 * snprintf). Integers are written little-endian, whatever the machine. */
#ifndef SIM_OBSBUF_H
#define SIM_OBSBUF_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

typedef struct obsbuf {
    uint8_t *buf;
    size_t cap, len;
} obsbuf_t;

static inline void ob_u8(obsbuf_t *o, unsigned v)
{
    if (o->len < o->cap)
        o->buf[o->len] = (uint8_t)v;
    o->len++;
}

/* The low `bytes` bytes of v, least significant first. */
static inline void ob_uint(obsbuf_t *o, uint64_t v, int bytes)
{
    for (int b = 0; b < bytes; b++)
        ob_u8(o, (unsigned)(v >> (8 * b)) & 0xffu);
}

static inline void ob_u16(obsbuf_t *o, unsigned v) { ob_uint(o, v, 2); }
static inline void ob_u32(obsbuf_t *o, uint32_t v) { ob_uint(o, v, 4); }
static inline void ob_u64(obsbuf_t *o, uint64_t v) { ob_uint(o, v, 8); }

static inline void ob_bytes(obsbuf_t *o, const void *p, size_t n)
{
    if (o->len < o->cap) {
        size_t room = o->cap - o->len;
        memcpy(o->buf + o->len, p, n < room ? n : room);
    }
    o->len += n;
}

#endif
