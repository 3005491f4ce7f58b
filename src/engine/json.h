/* json.h - a small JSON reader for the lines of a --trace file (replay.c) and for
 * the tests: one document parsed into an array of nodes, each with its raw text span,
 * so a value can be compared byte for byte with what a game writes (state_json) or
 * walked as a tree. No allocation per node beyond two arrays per document. */
#ifndef SIM_JSON_H
#define SIM_JSON_H

#include <stddef.h>

typedef enum json_type {
    JSON_NULL,
    JSON_FALSE,
    JSON_TRUE,
    JSON_NUMBER,
    JSON_STRING,
    JSON_ARRAY,
    JSON_OBJECT,
} json_type_t;

typedef struct json_node {
    json_type_t type;
    int next;        /* next sibling (array element or object member), -1 at the end */
    int first;       /* first child of an array or object, -1 when empty */
    int count;       /* children of an array or object */
    size_t key;      /* object member: offset of its decoded key in strings, else 0 */
    int has_key;
    size_t str;      /* JSON_STRING: offset of the decoded text in strings */
    double num;      /* JSON_NUMBER */
    size_t start, len; /* the value's raw text in the source */
} json_node_t;

typedef struct json_doc {
    const char *src;     /* the text parsed (not copied: keep it alive) */
    json_node_t *nodes;  /* nodes[0] is the root */
    int n, cap;
    char *strings;       /* decoded keys and strings, NUL-terminated */
    size_t slen;
} json_doc_t;

/* Parse text[0..len) as one JSON value (surrounding white space allowed). Returns 0,
 * or non-zero with one line in err that says what is wrong and at which column.
 * json_free releases the doc either way; a zeroed doc may be reused. */
int json_parse(json_doc_t *d, const char *text, size_t len, char *err, size_t n);
void json_free(json_doc_t *d);

/* The member `key` of object node obj, or -1 (also when obj is not an object). */
int json_get(const json_doc_t *d, int obj, const char *key);
/* Element i of an array (or member i of an object), or -1. */
int json_at(const json_doc_t *d, int arr, int i);
/* Decoded text of a string node, or of a member's key. */
const char *json_str(const json_doc_t *d, int node);
const char *json_key(const json_doc_t *d, int node);
/* Typed looks-ups: 0 when the member exists with that type (value in *out), else -1. */
int json_get_int(const json_doc_t *d, int obj, const char *key, long long *out);
const char *json_get_str(const json_doc_t *d, int obj, const char *key); /* NULL if none */
/* Raw text span of a node. */
static inline const char *json_raw(const json_doc_t *d, int node, size_t *len)
{
    *len = d->nodes[node].len;
    return d->src + d->nodes[node].start;
}

#endif
