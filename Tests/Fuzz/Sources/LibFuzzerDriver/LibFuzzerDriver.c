/* Declarations only: LLVMFuzzerRunDriver comes from libclang_rt.fuzzer. */
#include "LibFuzzerDriver.h"
