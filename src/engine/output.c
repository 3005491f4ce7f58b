/* output.c - the atomic CSV file (output.h). */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

#include "output.h"

/* The temporary file being written, for the signal handler; "" when none. */
static char tmp_path[4200];

static void on_signal(int sig)
{
    if (tmp_path[0])
        unlink(tmp_path);
    signal(sig, SIG_DFL);
    raise(sig);
}

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

FILE *output_open(const char *path)
{
    snprintf(tmp_path, sizeof tmp_path, "%s.tmp.%ld", path, (long)getpid());
    FILE *f = fopen(tmp_path, "w");
    if (!f) {
        tmp_path[0] = '\0';
        return NULL;
    }
    signal(SIGINT, on_signal);
    signal(SIGTERM, on_signal);
    return f;
}

int output_commit(FILE *f, const char *path)
{
    int err = fflush(f) != 0 || fsync(fileno(f)) != 0;
    int saved = errno;
    if (fclose(f) != 0 && !err) {
        err = 1;
        saved = errno;
    }
    if (!err && rename(tmp_path, path) != 0) {
        err = 1;
        saved = errno;
    }
    if (err)
        unlink(tmp_path);
    tmp_path[0] = '\0';
    errno = saved;
    return err;
}

void output_abort(FILE *f)
{
    fclose(f);
    unlink(tmp_path);
    tmp_path[0] = '\0';
}
