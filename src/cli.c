/* cli.c - the simulate command line (being written). */
#include <stdio.h>
#include "cli.h"
#include "registry.h"

int cli_main(int argc, char **argv)
{
    (void)argc, (void)argv;
    for (int i = 0; game_registry[i]; i++) printf("%s\n", game_registry[i]->id);
    return 0;
}
