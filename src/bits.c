/* bits.c - the CPU check behind src/bits.h's bits_pdep_fast. */
#include "bits.h"

int bits_pdep_fast;

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
__attribute__((constructor)) static void bits_check_cpu(void)
{
    __builtin_cpu_init();
    bits_pdep_fast = __builtin_cpu_supports("bmi2") && !__builtin_cpu_is("znver1") &&
                     !__builtin_cpu_is("znver2");
}
#endif
