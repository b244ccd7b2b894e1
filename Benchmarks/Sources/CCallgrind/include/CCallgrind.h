#ifndef C_CALLGRIND_H
#define C_CALLGRIND_H

/// Whether this process runs under valgrind (1) or not (0); always 0 where valgrind's headers
/// were missing at build time.
int formwork_running_on_valgrind(void);

/// Turns callgrind's instrumentation and event collection on: the instructions from here to
/// `formwork_callgrind_stop` are counted. Does nothing outside callgrind.
void formwork_callgrind_start(void);

/// Turns collection and instrumentation off again. Does nothing outside callgrind.
void formwork_callgrind_stop(void);

#endif
