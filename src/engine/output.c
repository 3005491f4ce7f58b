/* output.c - the files a run writes (output.h). */
#define _GNU_SOURCE /* fopencookie */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cli_internal.h"
#include "output.h"

/* ---- the temporary files, for the signal handler and exit ---- */

#define OUT_SLOTS 4
static char tmp_path[OUT_SLOTS][PATH_MAX];
static volatile sig_atomic_t tmp_used[OUT_SLOTS];

/* Only async-signal-safe calls: unlink. */
static void remove_temporaries(void)
{
    for (int i = 0; i < OUT_SLOTS; i++)
        if (tmp_used[i]) {
            tmp_used[i] = 0;
            unlink(tmp_path[i]);
        }
}

static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
#define NFATAL (int)(sizeof fatal_signals / sizeof *fatal_signals)

static void on_signal(int sig)
{
    remove_temporaries();
    /* SA_RESETHAND put the default action back; SA_NODEFER lets it happen now */
    raise(sig);
}

void output_signals(void)
{
    static int done;
    if (done)
        return;
    done = 1;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sa.sa_flags = SA_RESETHAND | SA_NODEFER;
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < NFATAL; i++) {
        struct sigaction old;
        /* a signal ignored by whoever started us (nohup) stays ignored */
        if (sigaction(fatal_signals[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
            continue;
        sigaction(fatal_signals[i], &sa, NULL);
    }
    signal(SIGPIPE, SIG_IGN);
    atexit(remove_temporaries);
}

/* ---- paths ---- */

void output_default_path(char *buf, size_t n, const game_t *g, const char *agents,
                         int64_t games, uint64_t seed)
{
    char a[200];
    size_t k = 0;
    for (const char *p = agents; *p && k < sizeof a - 1; p++)
        a[k++] = (*p == ',') ? '_' : ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                                      (*p >= '0' && *p <= '9') || *p == '.' || *p == '-')
                                         ? *p
                                         : '-';
    a[k] = '\0';
    snprintf(buf, n, "results/%s-%s-n%lld-s%llu.csv", g->id, a, (long long)games,
             (unsigned long long)seed);
}

/* The directory part of path ("." when none) into dir. */
static void dir_of(const char *path, char *dir, size_t n)
{
    const char *slash = strrchr(path, '/');
    if (!slash)
        snprintf(dir, n, ".");
    else if (slash == path)
        snprintf(dir, n, "/");
    else
        snprintf(dir, n, "%.*s", (int)(slash - path), path);
}

/* Follow path's symlinks (not those of its directories) to the name the bytes
 * reach, which may not exist yet. 0, or -1 with errno. */
static int follow_links(const char *path, char *out)
{
    char cur[PATH_MAX], link[PATH_MAX], dir[PATH_MAX];
    snprintf(cur, sizeof cur, "%s", path);
    for (int hops = 0; hops < 40; hops++) {
        struct stat st;
        if (lstat(cur, &st) != 0 || !S_ISLNK(st.st_mode)) {
            memcpy(out, cur, sizeof cur);
            return 0;
        }
        ssize_t len = readlink(cur, link, sizeof link - 1);
        if (len < 0)
            return -1;
        link[len] = '\0';
        if (link[0] == '/') {
            memcpy(cur, link, (size_t)len + 1);
        } else {
            dir_of(cur, dir, sizeof dir);
            if (snprintf(cur, sizeof cur, "%s/%s", dir, link) >= (int)sizeof cur) {
                errno = ENAMETOOLONG;
                return -1;
            }
        }
    }
    errno = ELOOP;
    return -1;
}

/* A name of one of the program's open files (/dev/stdout, /proc/self/fd/1...). */
static int names_a_descriptor(const char *path)
{
    return strncmp(path, "/dev/std", 8) == 0 || strncmp(path, "/dev/fd/", 8) == 0 ||
           strncmp(path, "/proc/", 6) == 0;
}

int output_check(out_file_t *o, const char *what, const char *path)
{
    memset(o, 0, sizeof *o);
    o->what = what;
    o->path = path;
    o->slot = -1;
    o->fd = -1;
    size_t len = strlen(path);
    if (len == 0)
        return cli_fail("%s '': empty path, expected a file name (or - for stdout)", what);
    if (strcmp(path, "-") == 0) {
        o->kind = OUT_STDOUT;
        return 0;
    }
    if (len >= PATH_MAX - 32)
        return cli_fail("%s '%s': path longer than %d characters", what, cli_shown(path),
                        PATH_MAX - 33);
    if (path[len - 1] == '/')
        return cli_fail("%s '%s': names a directory, expected a file", what, cli_shown(path));
    struct stat st;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode))
            return cli_fail("%s '%s' is a directory, expected a file", what, cli_shown(path));
        o->exists = 1;
        o->dev = (unsigned long long)st.st_dev;
        o->ino = (unsigned long long)st.st_ino;
        struct stat out;
        if (names_a_descriptor(path) && fstat(STDOUT_FILENO, &out) == 0 &&
            out.st_dev == st.st_dev && out.st_ino == st.st_ino) {
            o->kind = OUT_STDOUT;
            return 0;
        }
        if (!S_ISREG(st.st_mode) || names_a_descriptor(path)) {
            o->kind = OUT_IN_PLACE;
            o->regular = S_ISREG(st.st_mode);
            snprintf(o->target, sizeof o->target, "%s", path);
            return 0;
        }
    } else if (errno != ENOENT) {
        return cli_fail("%s '%s': %s", what, cli_shown(path), strerror(errno));
    }
    o->kind = OUT_ATOMIC;
    if (follow_links(path, o->target) != 0)
        return cli_fail("%s '%s': %s", what, cli_shown(path), strerror(errno));
    char dir[PATH_MAX], real[PATH_MAX];
    dir_of(o->target, dir, sizeof dir);
    if (stat(dir, &st) != 0)
        return cli_fail("cannot write %s '%s': %s", what, cli_shown(path), strerror(errno));
    if (!S_ISDIR(st.st_mode))
        return cli_fail("cannot write %s '%s': %s is not a directory", what, cli_shown(path),
                        cli_shown(dir));
    if (realpath(dir, real)) {
        const char *base = strrchr(o->target, '/');
        if (snprintf(o->canon, sizeof o->canon, "%s/%s", strcmp(real, "/") ? real : "",
                     base ? base + 1 : o->target) >= (int)sizeof o->canon)
            o->canon[0] = '\0'; /* unknown */
    }
    return 0;
}

int output_is_file(const out_file_t *o, unsigned long long dev, unsigned long long ino)
{
    return o->kind != OUT_STDOUT && o->exists && o->dev == dev && o->ino == ino;
}

int output_same(const out_file_t *a, const out_file_t *b)
{
    if (a->kind == OUT_STDOUT || b->kind == OUT_STDOUT)
        return a->kind == b->kind;
    if (a->exists && b->exists)
        return a->dev == b->dev && a->ino == b->ino;
    return a->canon[0] && strcmp(a->canon, b->canon) == 0;
}

int output_is_null(const out_file_t *o)
{
    struct stat st, null;
    return o->kind == OUT_IN_PLACE && stat(o->target, &st) == 0 && S_ISCHR(st.st_mode) &&
           stat("/dev/null", &null) == 0 && S_ISCHR(null.st_mode) && st.st_rdev == null.st_rdev;
}

int output_is_plain_file(const char *path)
{
    struct stat st;
    if (strcmp(path, "-") == 0 || names_a_descriptor(path))
        return 0;
    /* a directory is refused by output_check, with its own message */
    return stat(path, &st) != 0 || S_ISREG(st.st_mode) || S_ISDIR(st.st_mode);
}

/* ---- whole lines for outputs written in place ---- */

typedef struct line_sink {
    int fd, owned;
    int err; /* errno of the first failed write */
} line_sink_t;

/* Called by stdio with whole lines (the stream is line-buffered with a large buffer):
 * written with the fatal signals blocked, so no signal cuts a line. */
static ssize_t sink_write(void *cookie, const char *buf, size_t size)
{
    line_sink_t *s = cookie;
    sigset_t block, old;
    sigemptyset(&block);
    for (int i = 0; i < NFATAL; i++)
        sigaddset(&block, fatal_signals[i]);
    pthread_sigmask(SIG_BLOCK, &block, &old);
    size_t done = 0;
    while (done < size) {
        ssize_t w = write(s->fd, buf + done, size - done);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            if (!s->err)
                s->err = w < 0 ? errno : EIO;
            break;
        }
        done += (size_t)w;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    if (done < size)
        errno = s->err;
    return done > 0 ? (ssize_t)done : -1;
}

static int sink_close(void *cookie)
{
    line_sink_t *s = cookie;
    int rc = 0;
    if (s->owned && close(s->fd) != 0 && !s->err)
        s->err = errno, rc = -1;
    if (s->err)
        errno = s->err, rc = -1;
    free(s);
    return rc;
}

#define LINE_BUFFER (4 << 20)

static FILE *line_stream(int fd, int owned)
{
    line_sink_t *s = calloc(1, sizeof *s);
    if (!s)
        return NULL;
    s->fd = fd;
    s->owned = owned;
    cookie_io_functions_t io = {.write = sink_write, .close = sink_close};
    FILE *f = fopencookie(s, "w", io);
    if (!f) {
        free(s);
        return NULL;
    }
    setvbuf(f, NULL, _IOLBF, LINE_BUFFER);
    return f;
}

/* ---- open, commit, abort ---- */

/* Eight random characters for a temporary name (O_EXCL makes a guessed name harmless
 * anyway; randomness only spares retries). */
static void random_suffix(char s[9])
{
    static const char abc[] = "abcdefghijklmnopqrstuvwxyz0123456789";
    unsigned char r[8];
    if (getrandom(r, sizeof r, GRND_NONBLOCK) != (ssize_t)sizeof r) {
        static unsigned counter;
        uint64_t x = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 20) ^ (uint64_t)counter++ * 0x9e3779b97f4a7c15ULL;
        for (int i = 0; i < 8; i++, x >>= 8)
            r[i] = (unsigned char)x;
    }
    for (int i = 0; i < 8; i++)
        s[i] = abc[r[i] % 36];
    s[8] = '\0';
}

static int open_temporary(out_file_t *o)
{
    int slot = -1;
    for (int i = 0; i < OUT_SLOTS && slot < 0; i++)
        if (!tmp_used[i])
            slot = i;
    if (slot < 0)
        return cli_error("internal error: too many outputs at once");
    char dir[PATH_MAX], name[PATH_MAX];
    dir_of(o->target, dir, sizeof dir);
    const char *base = strrchr(o->target, '/');
    base = base ? base + 1 : o->target;
    int err = 0;
    for (int attempt = 0; attempt < 100; attempt++) {
        char suffix[9];
        random_suffix(suffix);
        int len = strlen(base) <= 200 ? snprintf(name, sizeof name, "%s.tmp.%s", o->target, suffix)
                                      : snprintf(name, sizeof name, "%s/simulate.tmp.%s", dir,
                                                 suffix);
        if (len >= (int)sizeof name) {
            err = ENAMETOOLONG;
            break;
        }
        /* the mode is 0666 less the umask, as for any new file */
        int fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0666);
        if (fd >= 0) {
            memcpy(tmp_path[slot], name, sizeof name);
            tmp_used[slot] = 1;
            o->slot = slot;
            o->fd = fd;
            o->f = fdopen(fd, "w");
            if (!o->f) {
                err = errno;
                output_abort(o);
                break;
            }
            return 0;
        }
        err = errno;
        if (err != EEXIST)
            break;
    }
    return cli_fail("cannot write %s '%s': cannot create a file next to it: %s", o->what,
                    cli_shown(o->path), strerror(err));
}

int output_open(out_file_t *o)
{
    if (o->kind == OUT_ATOMIC)
        return open_temporary(o);
    int fd = STDOUT_FILENO, owned = 0;
    if (o->kind == OUT_IN_PLACE) {
        /* no O_CREAT: it exists; O_TRUNC only for a regular file reached through a
         * descriptor's name (/proc/self/fd/N). Opening a FIFO waits for its reader, as
         * for any writer. */
        fd = open(o->target, O_WRONLY | O_NOCTTY | O_CLOEXEC | (o->regular ? O_TRUNC : 0));
        if (fd < 0)
            return cli_fail("cannot write %s '%s': %s", o->what, cli_shown(o->path),
                            strerror(errno));
        owned = 1;
    }
    o->fd = fd;
    o->f = line_stream(fd, owned);
    if (!o->f) {
        if (owned)
            close(fd);
        return cli_error("out of memory");
    }
    return 0;
}

static const char *shown_name(const out_file_t *o)
{
    return o->kind == OUT_STDOUT ? "stdout" : cli_shown(o->path);
}

int output_commit(out_file_t *o)
{
    int err = 0;
    if (fflush(o->f) != 0 || ferror(o->f))
        err = errno ? errno : EIO;
    if (!err && o->kind == OUT_ATOMIC && fsync(o->fd) != 0)
        err = errno;
    if (fclose(o->f) != 0 && !err)
        err = errno ? errno : EIO;
    o->f = NULL;
    if (!err && o->kind == OUT_ATOMIC) {
        if (rename(tmp_path[o->slot], o->target) != 0) {
            err = errno;
        } else {
            tmp_used[o->slot] = 0;
            o->slot = -1;
            /* the rename itself reaches the disk with its directory */
            char dir[PATH_MAX];
            dir_of(o->target, dir, sizeof dir);
            int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
            if (dfd >= 0) {
                fsync(dfd);
                close(dfd);
            }
        }
    }
    if (err) {
        output_abort(o);
        return cli_error("cannot write %s %s: %s", o->what, shown_name(o), strerror(err));
    }
    return 0;
}

void output_abort(out_file_t *o)
{
    if (o->f)
        fclose(o->f);
    o->f = NULL;
    if (o->slot >= 0) {
        tmp_used[o->slot] = 0;
        unlink(tmp_path[o->slot]);
        o->slot = -1;
    }
}
