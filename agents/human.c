/* human.c - the human agent: a player at a terminal (or a script through a pipe).
 *
 * On its turn it shows what its seat sees and nothing more: the game's view_text of
 * the view it is handed, which agent_decide() has already determinized for its seat
 * (so the text is built from the seat's information, never from the true state),
 * then the legal moves numbered and in words (describe_move of the same view), and
 * reads a choice from its input:
 *
 *   a number           that move;
 *   text               the move whose text starts with it (case ignored; a text
 *                      that is a whole move's text picks that move even when it
 *                      starts others too); several matches are listed and asked again;
 *   ?                  the view and the moves again;
 *   q, quit            stop: the run ends and writes no CSV (the same at end of input).
 *
 * Anything else is asked again. Between its turns it hears (agent_type_t.hear) what
 * the others did, as its seat sees it, and the chance steps its seat sees: it keeps
 * them and prints them before its next view ("Since your last move:"), and at the end
 * of a game with the seat's last view and the result; a line of these wider than a
 * terminal (TEXT_WIDTH) is broken at its separators onto indented lines (text_wrap).
 * With several human seats (one terminal passed around), each seat's block is headed
 * with its seat number.
 *
 * It reads and writes stdio streams (stdin, stdout; human_streams() for tests). When
 * its input is not a terminal it echoes each line it reads, so a piped session reads
 * like a played one. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "agent.h"
#include "human.h"
#include "textbuf.h"

#define HUMAN_TEXT (1 << 18)  /* a view, a move text */
#define HUMAN_HEARD (1 << 16) /* what a seat hears between its turns */
#define HUMAN_LINE 512

static FILE *human_in, *human_out;

void human_streams(FILE *in, FILE *out)
{
    if (in)
        human_in = in;
    if (out)
        human_out = out;
}

static FILE *in_stream(void)
{
    return human_in ? human_in : stdin;
}

static FILE *out_stream(void)
{
    return human_out ? human_out : stdout;
}

typedef struct human {
    char *text;     /* HUMAN_TEXT: a view or a move text */
    char *words;    /* HUMAN_TEXT: an event in words */
    char *heard;    /* HUMAN_HEARD: what the seat heard since its last view */
    size_t nheard;
    int seat;       /* the seat it plays in the current game, -1 before one */
    int moved;      /* it has moved in the current game */
} human_t;

static int human_create(const agent_cfg_t *cfg, const game_t *g, void **self)
{
    (void)cfg, (void)g;
    human_t *h = calloc(1, sizeof *h);
    if (!h)
        return 1;
    h->text = malloc(HUMAN_TEXT);
    h->words = malloc(HUMAN_TEXT);
    h->heard = malloc(HUMAN_HEARD);
    if (!h->text || !h->words || !h->heard) {
        free(h->text);
        free(h->words);
        free(h->heard);
        free(h);
        return 1;
    }
    h->heard[0] = '\0';
    h->seat = -1;
    *self = h;
    return 0;
}

static void human_destroy(void *self)
{
    human_t *h = self;
    if (!h)
        return;
    free(h->text);
    free(h->words);
    free(h->heard);
    free(h);
}

/* Print what the seat heard since its last view, and forget it. */
static void flush_heard(human_t *h, const char *title)
{
    FILE *out = out_stream();
    if (h->nheard) {
        fprintf(out, "\n%s\n%s", title, h->heard);
        h->nheard = 0;
        h->heard[0] = '\0';
    }
    fflush(out);
}

/* Keep one line the seat heard, broken to the terminal's width (text_wrap): written
 * straight into the store, so a long event costs no copy. When the store is full it is
 * printed first; a line longer than the whole store is printed now, broken in h->text
 * (free between turns), or as it is if even that is too small. */
static void keep_line(human_t *h, const char *prefix, const char *line)
{
    int k = text_wrap(prefix, line, h->heard + h->nheard, HUMAN_HEARD - h->nheard);
    if (k < 0 && h->nheard) {
        h->heard[h->nheard] = '\0'; /* what did not fit is not kept */
        flush_heard(h, "Meanwhile:");
        k = text_wrap(prefix, line, h->heard, HUMAN_HEARD);
    }
    if (k >= 0) {
        h->nheard += (size_t)k;
        return;
    }
    h->heard[h->nheard] = '\0';
    if (text_wrap(prefix, line, h->text, HUMAN_TEXT) >= 0)
        fputs(h->text, out_stream());
    else
        fprintf(out_stream(), "%s%s\n", prefix, line);
}

static void human_hear(void *self, const game_t *g, int seat, int kind, int who,
                       const char *text)
{
    human_t *h = self;
    FILE *out = out_stream();
    char prefix[48];
    (void)g;
    switch (kind) {
    case AGENT_HEARD_START:
        flush_heard(h, "Meanwhile:");
        h->seat = seat;
        h->moved = 0;
        fprintf(out, "\n==== %s\n==== You are seat %d.\n", text, seat + 1);
        fflush(out);
        break;
    case AGENT_HEARD_MOVE:
        if (who == seat)
            snprintf(prefix, sizeof prefix, "  You (seat %d): ", seat + 1);
        else
            snprintf(prefix, sizeof prefix, "  Seat %d: ", who + 1);
        keep_line(h, prefix, text);
        break;
    case AGENT_HEARD_EVENT:
        if (human_event_words(text, seat, h->words, HUMAN_TEXT) < 0)
            h->words[HUMAN_TEXT - 1] = '\0';
        keep_line(h, "  * ", h->words);
        break;
    case AGENT_HEARD_END:
        flush_heard(h, h->moved ? "Since your last move:" : "So far:");
        fprintf(out, "\n---- Seat %d, the game is over ----\n%s\n", seat + 1, text);
        fflush(out);
        break;
    }
}

/* The view and the numbered moves. */
static void show(human_t *h, const game_t *g, void *view, int seat, const move_t *moves,
                 int nmoves)
{
    FILE *out = out_stream();
    fprintf(out, "\n---- Seat %d, your move ----\n", seat + 1);
    int len = g->view_text ? g->view_text(view, seat, h->text, HUMAN_TEXT) : -1;
    if (len >= 0)
        fprintf(out, "%s%s", h->text, len && h->text[len - 1] == '\n' ? "" : "\n");
    else
        fprintf(out, "(%s has no view to show)\n", g->view_text ? "the view is too long: it" : g->id);
    fprintf(out, "\nYour moves:\n");
    for (int i = 0; i < nmoves; i++) {
        if (g->describe_move(view, moves[i], h->text, HUMAN_TEXT) < 0)
            h->text[HUMAN_TEXT - 1] = '\0';
        fprintf(out, "%4d. %s\n", i + 1, h->text);
    }
}

/* Does text start with prefix (case ignored)? */
static int starts_with(const char *text, const char *prefix)
{
    for (; *prefix; text++, prefix++)
        if (tolower((unsigned char)*text) != tolower((unsigned char)*prefix))
            return 0;
    return 1;
}

/* The move a text names: its index, -1 when none, -2 - k when k > 1 match (listed). */
static int match_text(human_t *h, const game_t *g, void *view, const move_t *moves,
                      int nmoves, const char *s)
{
    int found = -1, count = 0;
    char list[256];
    size_t ll = 0;
    list[0] = '\0';
    for (int i = 0; i < nmoves; i++) {
        if (g->describe_move(view, moves[i], h->text, HUMAN_TEXT) < 0)
            h->text[HUMAN_TEXT - 1] = '\0';
        if (strlen(h->text) == strlen(s) && starts_with(h->text, s))
            return i; /* the whole text of a move */
        if (starts_with(h->text, s)) {
            if (count++ == 0)
                found = i;
            if (ll < sizeof list - 16)
                ll += (size_t)snprintf(list + ll, sizeof list - ll, "%s%d", count > 1 ? ", " : "",
                                       i + 1);
        }
    }
    if (count > 1) {
        fprintf(out_stream(), "'%s' starts %d moves (%s%s): type more of it, or the number.\n",
                s, count, list, ll >= sizeof list - 16 ? ", ..." : "");
        return -2 - count;
    }
    return found;
}

static char *trim(char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    char *e = s + strlen(s);
    while (e > s && isspace((unsigned char)e[-1]))
        e--;
    *e = '\0';
    return s;
}

static move_t human_choose(void *self, const agent_cfg_t *cfg, const game_t *g, void *view,
                           int seat, const move_t *moves, int nmoves, rng_t *rng)
{
    human_t *h = self;
    FILE *in = in_stream(), *out = out_stream();
    const int echo = !isatty(fileno(in));
    char line[HUMAN_LINE];
    (void)cfg, (void)rng;
    flush_heard(h, h->moved ? "Since your last move:" : "So far:");
    h->moved = 1;
    show(h, g, view, seat, moves, nmoves);
    for (;;) {
        fprintf(out, "Seat %d, your move (1-%d, or the start of its text; ? view, q quit): ",
                seat + 1, nmoves);
        fflush(out);
        if (!fgets(line, sizeof line, in)) {
            fprintf(out, "\n(end of input: quitting)\n");
            fflush(out);
            return AGENT_QUIT;
        }
        if (!strchr(line, '\n') && !feof(in)) { /* too long: drop the rest */
            int c;
            while ((c = fgetc(in)) != EOF && c != '\n')
                ;
        }
        char *s = trim(line);
        if (echo)
            fprintf(out, "%s\n", s);
        if (!*s)
            continue;
        if (strcmp(s, "q") == 0 || strcmp(s, "quit") == 0) {
            fprintf(out, "(quitting)\n");
            fflush(out);
            return AGENT_QUIT;
        }
        if (strcmp(s, "?") == 0) {
            show(h, g, view, seat, moves, nmoves);
            continue;
        }
        char *end;
        long k = strtol(s, &end, 10);
        if (end != s && !*end) {
            if (k >= 1 && k <= nmoves)
                return moves[k - 1];
            fprintf(out, "There is no move %s: choose 1 to %d.\n", s, nmoves);
            continue;
        }
        int i = match_text(h, g, view, moves, nmoves, s);
        if (i >= 0)
            return moves[i];
        if (i == -1)
            fprintf(out, "No move starts with '%s'. Type a number from 1 to %d, ? to see "
                         "the moves again, or q to quit.\n", s, nmoves);
    }
}

const agent_type_t human_agent = {
    .name = "human",
    .help = "you, at the terminal: shows your seat's view and the moves, reads your choice "
            "from stdin (simulate play)",
    .params = NULL,
    .needs_view = 1,
    .create = human_create,
    .destroy = human_destroy,
    .choose = human_choose,
    .hear = human_hear,
};
