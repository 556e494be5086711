// libFuzzer's driver, for a program with a main function of its own (LLVM 11 and
// later): it reads libFuzzer's options from the command line and runs `callback` on
// every input, as libFuzzer's own main function would. Defined by the libFuzzer
// runtime that `-sanitize=fuzzer` links; only called in builds with LATTICE_FUZZER.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
