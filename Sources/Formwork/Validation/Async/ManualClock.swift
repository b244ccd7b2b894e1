import Foundation

/// A clock that moves only when told to, so tests of debounced async rules never wait.
///
/// ```swift
/// let clock = ManualClock()
/// form.asyncValidationClock = clock
/// let check = Task { await row.validateAsync() }
/// await clock.waitForSleepers()
/// clock.advance(by: .milliseconds(300))
/// let errors = await check.value
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
  /// A point on the clock: the time advanced since it was made.
  public struct Instant: InstantProtocol, Sendable {
    /// The time since the clock was made.
    public var offset: Duration

    /// The instant `duration` later.
    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    /// The time from this instant to `other`.
    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    /// Orders instants by time.
    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }
  }

  private struct Sleeper {
    var deadline: Instant
    var continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Int: Sleeper] = [:]
  private var nextID = 0

  /// Creates a clock at time zero.
  public init() {}

  /// The current instant.
  public var now: Instant {
    lock.lock()
    defer { lock.unlock() }
    return current
  }

  /// The smallest step: one nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// How many tasks are sleeping on the clock now.
  public var sleeperCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return sleepers.count
  }

  /// Suspends until the clock is advanced to `deadline`, or the task is cancelled.
  ///
  /// - Throws: `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = reserveID()
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        lock.lock()
        if deadline <= current || Task.isCancelled {
          lock.unlock()
          if Task.isCancelled {
            continuation.resume(throwing: CancellationError())
          } else {
            continuation.resume()
          }
          return
        }
        sleepers[id] = Sleeper(deadline: deadline, continuation: continuation)
        lock.unlock()
      }
    } onCancel: {
      lock.lock()
      let sleeper = sleepers.removeValue(forKey: id)
      lock.unlock()
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock forward and wakes every task whose deadline has come.
  public func advance(by duration: Duration) {
    lock.lock()
    current = current.advanced(by: duration)
    let due = sleepers.filter { $0.value.deadline <= current }
    for id in due.keys { sleepers[id] = nil }
    lock.unlock()
    for sleeper in due.values.sorted(by: { $0.deadline < $1.deadline }) {
      sleeper.continuation.resume()
    }
  }

  /// Waits until at least `count` tasks sleep on the clock, looking again every millisecond of
  /// real time (so the tasks it waits for get to run, whatever executor they are on).
  ///
  /// - Parameters:
  ///   - count: How many sleeping tasks to wait for.
  ///   - timeout: How long to look before giving up; one second unless set.
  /// - Returns: Whether `count` tasks were sleeping before the timeout.
  @discardableResult
  public func waitForSleepers(_ count: Int = 1, timeout: Duration = .seconds(1)) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while sleeperCount < count {
      guard clock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(1))
    }
    return true
  }

  private func reserveID() -> Int {
    lock.lock()
    defer { lock.unlock() }
    nextID += 1
    return nextID
  }
}
