// The module is its header: libFuzzer's runtime defines the function it declares.
#include "CLibFuzzer.h"
