import Foundation

/// Nanoseconds of CPU time the calling thread spends in `body`: unlike the wall clock, it leaves
/// out the time the thread waits while other processes run, so figures taken on a busy machine
/// stay comparable (caches shared with those processes still slow it somewhat).
///
/// - Parameter body: What is measured.
/// - Returns: The thread's CPU time in `body`, in nanoseconds.
public func nanoseconds(_ body: () -> Void) -> Double {
  var start = timespec()
  var end = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
  body()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
  return Double(end.tv_sec - start.tv_sec) * 1e9 + Double(end.tv_nsec - start.tv_nsec)
}
