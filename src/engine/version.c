/* version.c - the program's version, from the header the build generates
 * (scripts/version.cmake). */
#include "trace.h"
#include "version.h"

const char simulate_version[] = SIMULATE_VERSION;
