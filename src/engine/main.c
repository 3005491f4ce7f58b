/* main.c - entry point of build/simulate. Under mpirun or srun (a build with MPI), MPI
 * is started first and finished last (simmpi.h); otherwise nothing changes. */
#include "cli.h"
#include "simmpi.h"

int main(int argc, char **argv)
{
    mpi_begin(&argc, &argv);
    return mpi_end(cli_main(argc, argv));
}
