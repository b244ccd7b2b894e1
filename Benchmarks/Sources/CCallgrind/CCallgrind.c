#include "CCallgrind.h"

// valgrind's client requests are a few special instructions, harmless outside valgrind. Where
// its headers are missing the functions do nothing, and the runner counts no instructions.
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define HAS_CALLGRIND 1
#else
#define HAS_CALLGRIND 0
#endif

int formwork_running_on_valgrind(void) {
#if HAS_CALLGRIND
  return RUNNING_ON_VALGRIND ? 1 : 0;
#else
  return 0;
#endif
}

void formwork_callgrind_start(void) {
#if HAS_CALLGRIND
  CALLGRIND_START_INSTRUMENTATION;
  CALLGRIND_TOGGLE_COLLECT;
#endif
}

void formwork_callgrind_stop(void) {
#if HAS_CALLGRIND
  CALLGRIND_TOGGLE_COLLECT;
  CALLGRIND_STOP_INSTRUMENTATION;
#endif
}
