#ifndef C_ALLOCATED_BYTES_H
#define C_ALLOCATED_BYTES_H

#include <stddef.h>

/// Bytes allocated with malloc and not freed yet (glibc's mallinfo2, Darwin's zone statistics),
/// or -1 where the C library does not tell.
long long formwork_allocated_bytes(void);

#endif
