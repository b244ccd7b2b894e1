import Formwork
import Foundation

/// Showing the tool's own work in progress: a spinner line while it runs, a line that says how
/// it ended.
extension FormRunner {
  /// Runs `work`, showing on `device` a spinner line with `title` (or the work's latest
  /// message) until it ends, then a line marked ✓ (done) or ✗ (failed).
  ///
  /// The line is drawn below the prompt and redrawn every `interval` of `clock`: the spinner
  /// turns (braille dots in Unicode, `|/-\` in ASCII, as ``RunnerOptions/charset`` says) and
  /// the work's ``ProgressReporter/update(_:fraction:)`` shows. Ctrl-C pressed meanwhile cancels
  /// the work's task. The terminal is put back on every way out — the work returns, throws, or
  /// is cancelled — and the last line stays on the screen:
  ///
  /// ```
  /// ✓ Creating the project…
  /// ```
  ///
  /// ```swift
  /// let id = try await FormRunner.progress("Creating the project…", on: PosixTerminal()) {
  ///   progress in
  ///   progress.update("Uploading…", fraction: 0.5)
  ///   return try await api.create()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - title: What the work does; its control characters are shown visibly.
  ///   - locale: The language of the words of the last line; English when `nil`.
  ///   - device: Where to draw.
  ///   - options: The theme and glyphs.
  ///   - clock: The clock of the spinner's frames (a test's own clock makes frames exact).
  ///   - interval: The time between frames: 80 milliseconds unless set.
  ///   - isolation: The caller's actor, where the device is used.
  ///   - work: The work, given the reporter it tells its progress to.
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws; `CancellationError` after Ctrl-C; ``TerminalError`` when the
  ///   device cannot be prepared or written.
  public static func progress<Result: Sendable, WorkClock: Clock<Duration>>(
    _ title: String, locale: Locale? = nil, on device: some TerminalDevice,
    options: RunnerOptions = RunnerOptions(), clock: WorkClock = ContinuousClock(),
    interval: Duration = .milliseconds(80),
    isolation: isolated (any Actor)? = #isolation,
    _ work: @escaping @Sendable (ProgressReporter) async throws -> Result
  ) async throws -> Result {
    let line = ProgressLine(
      title: title,
      charset: options.charset ?? (ProcessEnvironment.supportsUnicode() ? .unicode : .ascii),
      theme: options.theme, messages: MessageCatalog.shipped(for: locale))
    let reporter = ProgressReporter()
    try device.begin(fullScreen: false)
    var writer = ScreenWriter(placement: .inline, theme: options.theme)
    var succeeded = false
    defer {
      let width = device.size.columns
      try? device.write(
        writer.output(
          for: line.frame(
            line.finalText(succeeded: succeeded), width: width,
            style: succeeded ? "" : options.theme.error)))
      try? device.write(writer.finish())
      device.end()
    }
    var frame = 0
    func draw() throws {
      let (message, fraction) = reporter.current
      let text = line.text(frame: frame, message: message, fraction: fraction)
      try device.write(writer.output(for: line.frame(text, width: device.size.columns)))
    }
    try draw()
    let result = try await withThrowingTaskGroup(
      of: ProgressEvent<Result>.self, returning: Result.self
    ) { group in
      group.addTask { .done(try await work(reporter)) }
      group.addTask { try await Self.tick(clock, interval) }
      while let event = try await group.next() {
        switch event {
        case .done(let result):
          group.cancelAll()
          return result
        case .tick:
          frame += 1
          try draw()
          if Self.pressedControlC(on: device) {
            group.cancelAll()
            throw CancellationError()
          }
          group.addTask { try await Self.tick(clock, interval) }
        }
      }
      throw CancellationError()
    }
    succeeded = true
    return result
  }

  /// Runs `work` as ``progress(_:locale:on:options:clock:interval:isolation:_:)`` does, on the
  /// process's terminal when standard output is one, and otherwise (or when
  /// ``RunnerOptions/mode`` is ``RunnerOptions/Mode/lines``) with plain lines on standard output:
  /// see ``progress(_:locale:output:options:isolation:_:)``.
  public static func progress<Result: Sendable>(
    _ title: String, locale: Locale? = nil, options: RunnerOptions = RunnerOptions(),
    isolation: isolated (any Actor)? = #isolation,
    _ work: @escaping @Sendable (ProgressReporter) async throws -> Result
  ) async throws -> Result {
    let usesLines: Bool
    switch options.mode {
    case .lines: usesLines = true
    case .interactive: usesLines = false
    case .automatic: usesLines = !PosixTerminal.isInteractive
    }
    if usesLines {
      return try await progress(
        title, locale: locale, output: StandardLineOutput(), options: options, work)
    }
    return try await progress(title, locale: locale, on: PosixTerminal(), options: options, work)
  }

  /// Runs `work` with plain lines on `output`, for pipes and logs: the title when it starts and
  /// the marked last line when it ends, no spinner and no control sequences.
  ///
  /// ```
  /// Creating the project…
  /// ✓ Creating the project…
  /// ```
  ///
  /// - Parameters:
  ///   - title: What the work does; its control characters are shown visibly.
  ///   - locale: The language of the words of the last line; English when `nil`.
  ///   - output: Where the lines go.
  ///   - options: The glyphs (``RunnerOptions/charset``).
  ///   - isolation: The caller's actor, where the output is used.
  ///   - work: The work, given a reporter (its updates are not written).
  /// - Returns: What `work` returns.
  /// - Throws: What `work` throws.
  public static func progress<Result: Sendable>(
    _ title: String, locale: Locale? = nil, output: some LineOutput,
    options: RunnerOptions = RunnerOptions(),
    isolation: isolated (any Actor)? = #isolation,
    _ work: @escaping @Sendable (ProgressReporter) async throws -> Result
  ) async throws -> Result {
    let line = ProgressLine(
      title: title,
      charset: options.charset ?? (ProcessEnvironment.supportsUnicode() ? .unicode : .ascii),
      theme: .plain, messages: MessageCatalog.shipped(for: locale))
    output.write(TerminalText.escapingControls(title) + "\n")
    do {
      let result = try await work(ProgressReporter())
      output.write(TerminalText.escapingControls(line.finalText(succeeded: true)) + "\n")
      return result
    } catch {
      output.write(TerminalText.escapingControls(line.finalText(succeeded: false)) + "\n")
      throw error
    }
  }

  /// Waits one frame's `interval` on `clock`.
  private static func tick<WorkClock: Clock<Duration>, Result: Sendable>(
    _ clock: WorkClock, _ interval: Duration
  ) async throws -> ProgressEvent<Result> {
    try await clock.sleep(for: interval)
    return .tick
  }

  /// Whether Ctrl-C is among the keys typed since the last frame (read without waiting).
  private static func pressedControlC(on device: some TerminalDevice) -> Bool {
    guard let bytes = try? device.read(timeout: .zero) else { return false }
    return bytes.contains(0x03)
  }
}

/// What happened first while work was in progress: a frame's time passed, or the work ended.
enum ProgressEvent<Result: Sendable>: Sendable {
  case tick
  case done(Result)
}
