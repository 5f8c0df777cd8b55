/*
 * libFuzzer's entry for programs that keep their own main (compiler-rt, FuzzerInterface.h).
 * It is defined by libclang_rt.fuzzer, which `-sanitize=fuzzer` links.
 */
#ifndef LIBFUZZER_DRIVER_H
#define LIBFUZZER_DRIVER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
