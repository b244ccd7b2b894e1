import Foundation

/// What work shown by ``FormRunner/progress(_:locale:on:options:clock:interval:isolation:_:)``
/// says about itself while it runs: a message in place of the title, and how far it is.
///
/// It may be used from any task; the line shows the latest values at its next frame.
///
/// ```swift
/// try await FormRunner.progress("Creating the project…", on: terminal) { progress in
///   progress.update("Downloading the template…", fraction: 0.4)
///   try await download()
/// }
/// ```
public final class ProgressReporter: @unchecked Sendable {
  /// Guards `state`: the work writes from its task, the line reads from the caller's.
  private let lock = NSLock()
  private var state: (message: String?, fraction: Double?) = (nil, nil)

  init() {}

  /// Shows `message` in place of the title and, when given, how far the work is.
  ///
  /// - Parameters:
  ///   - message: What the work does now; its control characters are shown visibly.
  ///   - fraction: How much is done, from 0 to 1 (kept within those; a value that is not a
  ///     number shows none), shown as a percentage; `nil` shows none.
  public func update(_ message: String, fraction: Double? = nil) {
    lock.withLock { state = (message, fraction) }
  }

  /// The latest message and fraction.
  var current: (message: String?, fraction: Double?) {
    lock.withLock { state }
  }
}
