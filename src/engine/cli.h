/* cli.h - the simulate command line. */
#ifndef SIM_CLI_H
#define SIM_CLI_H

/* Run the program; returns the process exit code (0 ok, 1 internal, 2 bad input). */
int cli_main(int argc, char **argv);

#endif
