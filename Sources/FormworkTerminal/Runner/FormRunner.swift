import Formwork
import FormworkText

/// Runs a form in a terminal until the person submits it or leaves it.
///
/// ```swift
/// let form = Form()
///   +++ Section("Project")
///   <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
///   <<< SwitchRow("private") { $0.title = "Private" }
///
/// switch try FormRunner(form).run() {
/// case .submitted(let values): print(values)  // name: demo, private: false
/// case .cancelled(let reason): print(reason)
/// }
/// ```
///
/// The keys, for every row of the catalog, are listed in the help line at the bottom of the
/// screen and in the article *Filling in a form in a terminal*. In short: ↑/↓ and Tab move,
/// typing edits a text row in place, Space toggles, ←/→ adjust, Enter opens a selector (type to
/// filter) or changes a date part by part, Ctrl-S submits (the form is validated; when invalid,
/// every error shows and the first invalid row takes the cursor), Esc or Ctrl-C cancels; Alt-↑
/// and Alt-↓ move an item of a multivalued section, Ctrl-Z stops the program until `fg`.
///
/// The terminal is put back as it was on every way out: submit, cancel, end of input, a thrown
/// error, and a signal that ends the process (see ``PosixTerminal``).
public final class FormRunner {
  /// The form being filled in.
  public let form: Form
  /// How it is presented.
  public var options: RunnerOptions
  /// The row the cursor starts on, when not the first (a ``FormCommand``'s first question).
  weak var firstQuestion: BaseRow?
  /// The line shown above the help on the first frame (a ``FormCommand``'s refused answer).
  var firstMessage: String?

  /// Creates a runner for `form`.
  public init(_ form: Form, options: RunnerOptions = RunnerOptions()) {
    self.form = form
    self.options = options
  }

  /// Runs the form interactively on `device` until it is submitted or left.
  ///
  /// Rows' async rules are not run here (they need `await`): the async `run(on:)` runs them.
  ///
  /// - Returns: ``FormOutcome/submitted(_:)`` with the form's values, or
  ///   ``FormOutcome/cancelled(_:)`` with why.
  /// - Throws: ``TerminalError`` when the device cannot be prepared, read or written; the device
  ///   is put back first.
  public func run(on device: some TerminalDevice) throws(TerminalError) -> FormOutcome {
    let resumption = try offerDraft(on: device)
    var position = DraftPosition()
    let outcome = try runLoop(on: device, resuming: resumption, position: &position)
    try settleDraft(after: outcome, at: position, on: device)
    return outcome
  }

  /// The run itself, between the draft's questions; `position` is where the person was at the
  /// end.
  private func runLoop(
    on device: some TerminalDevice, resuming resumption: Resumption?,
    position: inout DraftPosition
  ) throws(TerminalError) -> FormOutcome {
    var loop = try RunLoop(runner: self, device: device, resuming: resumption)
    defer {
      position = loop.session.draftPosition
      loop.finish()
    }
    while true {
      let timeout: Duration? = loop.decoder.isPending ? options.escapeDelay : nil
      if let outcome = try loop.turn(timeout: timeout) { return outcome }
    }
  }

  /// Runs the form interactively on `device`, reading in short slices and giving other tasks
  /// their turn between them; a cancelled task cancels the form.
  ///
  /// This run also runs the rows' async rules (``Formwork/BaseRow/validateAsync()``), which the
  /// synchronous one does not: when the person leaves a row that has some, "checking…" shows
  /// while they run, then their message under the row; a submit waits for every visible row's
  /// async rules ("checking…") and is refused, the first refused row taking the cursor, while
  /// one fails.
  public func run(on device: some TerminalDevice) async throws(TerminalError) -> FormOutcome {
    let resumption = try offerDraft(on: device)
    var position = DraftPosition()
    let outcome = try await runLoop(on: device, resuming: resumption, position: &position)
    try settleDraft(after: outcome, at: position, on: device)
    return outcome
  }

  /// The run itself, between the draft's questions, in a task.
  private func runLoop(
    on device: some TerminalDevice, resuming resumption: Resumption?,
    position: inout DraftPosition
  ) async throws(TerminalError) -> FormOutcome {
    var loop = try RunLoop(runner: self, device: device, resuming: resumption)
    defer {
      position = loop.session.draftPosition
      loop.finish()
    }
    loop.checksAsyncRules = true
    var left = loop.session.current
    while true {
      if Task.isCancelled { return .cancelled(.byUser) }
      if let outcome = try loop.turn(timeout: options.escapeDelay) { return outcome }
      if let outcome = try await loop.runAsyncRules(left: &left) { return outcome }
      await Task.yield()
    }
  }

  /// Whether the form is one question asked by ``ask(_:options:)``: its help line says that
  /// Enter confirms.
  var asksOneQuestion = false

  /// The charset to draw with: the options', or Unicode when the environment supports it.
  var charset: Charset {
    options.charset ?? (ProcessEnvironment.supportsUnicode() ? .unicode : .ascii)
  }
}

/// One run of a form on a device: the session, the decoder and the screen writer, and the
/// turn of the loop that reads keys and draws.
struct RunLoop<Device: TerminalDevice> {
  let device: Device
  let session: FormSession
  let options: RunnerOptions
  var decoder = KeyDecoder()
  var writer: ScreenWriter
  var size: TerminalSize
  private var finished = false
  /// The review shown over the form after a submit, when the options ask for one.
  var review: ReviewScreen?
  /// The answers the last review showed.
  var reviewed: Set<ObjectIdentifier>?
  /// Whether async rules run (the async run): a submit then waits for them (``submitPending``).
  var checksAsyncRules = false
  /// A submit of a valid form that waits for the async rules.
  var submitPending = false

  init(runner: FormRunner, device: Device, resuming resumption: FormRunner.Resumption? = nil)
    throws(TerminalError)
  {
    self.device = device
    options = runner.options
    let fullScreen = options.presentation == .fullScreen
    try device.begin(fullScreen: fullScreen)
    session = FormSession(
      form: runner.form, charset: runner.charset, theme: options.theme,
      isPaged: options.pages == .perSection)
    session.asksOneQuestion = runner.asksOneQuestion
    session.start(at: runner.firstQuestion, message: runner.firstMessage)
    if let resumption {
      session.resume(at: resumption.position)
      session.message = resumption.note
    }
    writer = ScreenWriter(placement: fullScreen ? .screen : .inline, theme: options.theme)
    size = device.size
    do {
      try draw()
    } catch {
      device.end()
      throw error
    }
  }

  /// Reads what came (waiting at most `timeout`), hands the keys to the session and draws.
  ///
  /// - Returns: How the form ended, or `nil` to go on.
  mutating func turn(timeout: Duration?) throws(TerminalError) -> FormOutcome? {
    guard let bytes = try device.read(timeout: timeout) else {
      for key in decoder.flush() {
        if let outcome = handle(key) { return outcome }
      }
      return .cancelled(.inputClosed)
    }
    var keys = decoder.decode(bytes)
    // A pause with bytes pending (a lone Escape) ends them.
    if bytes.isEmpty { keys += decoder.flush() }
    for key in Self.coalesced(keys, typing: review == nil && session.isTyping) {
      if let outcome = handle(key) {
        try draw()
        return outcome
      }
    }
    try draw()
    return nil
  }

  /// `keys` with each run of typed characters joined into one insertion while a text row is
  /// being edited, so that text pasted without bracketed paste (thousands of characters in one
  /// read) gives the row one change rather than one per character.
  static func coalesced(_ keys: [Key], typing: Bool) -> [Key] {
    guard typing, keys.count > 1 else { return keys }
    var result: [Key] = []
    var run = ""
    func endRun() {
      if run.count == 1, let character = run.first {
        result.append(.character(character))
      } else if !run.isEmpty {
        result.append(.paste(run))
      }
      run = ""
    }
    for key in keys {
      if case .character(let character) = key {
        run.append(character)
      } else {
        endRun()
        result.append(key)
      }
    }
    endRun()
    return result
  }

  private mutating func handle(_ key: Key) -> FormOutcome? {
    if review != nil { return handleOnReview(key) }
    switch session.handle(key) {
    case .continue: return nil
    case .suspend:
      // Ctrl-Z: the device gives the terminal back, the process stops, and once it continues
      // the next frame is drawn whole.
      device.suspend()
      return nil
    case .submit:
      if checksAsyncRules, Self.hasAsyncRules(session.form) {
        submitPending = true
        return nil
      }
      return submitted()
    case .cancel: return .cancelled(.byUser)
    }
  }

  /// Draws the session's frame, whole after a resize.
  mutating func draw() throws(TerminalError) {
    let current = device.size
    if device.takeRedrawRequest() {
      size = current
      writer.restart()
    } else if current != size {
      size = current
      writer.invalidate()
    }
    var frameSize = current
    if case .inline(let maximumHeight) = options.presentation {
      frameSize = TerminalSize(columns: current.columns, rows: min(current.rows, maximumHeight))
    }
    let frame = review?.frame(size: frameSize) ?? session.frame(size: frameSize)
    try device.write(writer.output(for: frame))
  }

  /// Leaves the screen as the form's last frame (inline), without its help line, message and
  /// cursor mark, and gives the device back.
  mutating func finish() {
    guard !finished else { return }
    finished = true
    if case .inline = options.presentation {
      session.isClosed = true
      try? draw()
    }
    try? device.write(writer.finish())
    device.end()
  }
}
