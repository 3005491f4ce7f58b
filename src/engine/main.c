/* main.c - entry point of build/simulate. */
#include "cli.h"

int main(int argc, char **argv)
{
    return cli_main(argc, argv);
}
