#include "CAllocatedBytes.h"

#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
long long formwork_allocated_bytes(void) { return (long long)mallinfo2().uordblks; }
#elif defined(__APPLE__)
#include <malloc/malloc.h>
long long formwork_allocated_bytes(void) {
  malloc_statistics_t statistics;
  malloc_zone_statistics(NULL, &statistics);
  return (long long)statistics.size_in_use;
}
#else
long long formwork_allocated_bytes(void) { return -1; }
#endif
