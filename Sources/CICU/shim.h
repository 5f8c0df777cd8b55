#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uversion.h>
