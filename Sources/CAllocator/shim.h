// The C library's allocator settings (glibc's `mallopt`), which Swift's Glibc module leaves
// out. Nothing to link; on a system without <malloc.h> (Darwin) it is empty.
#if __has_include(<malloc.h>)
#include <malloc.h>
#endif
