import Formwork
import FormworkText
import Foundation

/// The state of a form being filled in with the keyboard.
///
/// It knows which row the person is on, what is being edited, and what to say. Keys go in through ``handle(_:)``; ``frame(size:)`` draws it.
///
/// The session acts on the form only through Formwork's public renderer contract (cells, each
/// row's ``Formwork/BaseRow/input`` and the capability it carries, ``Formwork/RowAction``s), so
/// every row of the catalog, and a custom row that adopts the contract's protocols, works with
/// it. Each decision over the kinds of input is a `switch` without `default:`, so a new kind is
/// a compile error here rather than a row that silently does nothing.
final class FormSession {
  /// What a key did to the session.
  enum Step: Equatable {
    /// Keep going.
    case `continue`
    /// The form was submitted and is valid.
    case submit
    /// The person cancelled.
    case cancel
    /// The person asked to stop the process for a while (Ctrl-Z).
    case suspend
  }

  let form: Form
  let charset: Charset
  let theme: TerminalTheme
  /// The row the person is on (the terminal's cursor row): any visible row that takes a key,
  /// not only the rows a form's focus can reach.
  private(set) weak var current: BaseRow?
  /// Where ``current`` was, for finding a neighbour when it leaves the form.
  var lastPosition: IndexPath?
  /// The text being edited, while ``current`` is a text row.
  var editor: LineEditor?
  /// The parts of a date or the wheels of a picker being changed, after Enter on such a row.
  var wheels: WheelEditor?
  /// The list of options open over the form, after Enter on a selector row.
  var optionList: OptionList?
  /// The line of text asked for under an image row or an editable list row, after Enter.
  var prompt: RowPrompt?
  /// A line for the person (an error, a refused key), shown above the help until the next key.
  var message: String?
  /// Whether the form is shown a section at a time.
  let isPaged: Bool
  /// The section shown, when the form is shown a section at a time.
  weak var page: Section?
  /// Where ``page`` was, for finding the page to show when it is hidden.
  var lastPageIndex = 0
  /// The first block of the form shown at the top of the screen.
  var top: FrameAnchor?
  /// The height of the form's part of the last frame, for Page Up and Page Down.
  var lastBodyHeight = 1
  /// The printer's lines of the rows drawn so far, by row, until an event says the row changed.
  var printedLines: [ObjectIdentifier: PrintedLines] = [:]
  /// The heading lines drawn so far, by title, with the width they were drawn at.
  var drawnHeadings: [String: (width: Int, line: Frame.Line)] = [:]
  /// Whether the session is giving the current row the editor's text (so the row's own change
  /// events do not reset the editor).
  var isApplyingEdit = false
  /// The session's observer of the form's events.
  private var observation: FormObservation?
  /// Whether the form is one question (`FormRunner.ask`): the help line says Enter confirms.
  var asksOneQuestion = false
  /// Whether the run has ended: the last frame, left on the screen by an inline run, shows no
  /// help line, message or cursor mark.
  var isClosed = false

  init(form: Form, charset: Charset, theme: TerminalTheme, isPaged: Bool = false) {
    self.form = form
    self.charset = charset
    self.theme = theme
    self.isPaged = isPaged
    if isPaged, !form.isEmpty { page = form[form.startIndex] }
    observation = form.observe { [weak self] event in self?.formDidChange(event) }
    moveTo(firstNavigableRow(), direction: .down)
  }

  deinit {
    if let observation { form.removeObserver(observation) }
  }

  /// Handles one key.
  func handle(_ key: Key) -> Step {
    message = nil
    if case .control("c") = key { return .cancel }
    if case .control("z") = key { return .suspend }
    if case .control("s") = key { return isPaged && !isLastPage ? nextPage() : submit() }
    if isPaged, optionList == nil, wheels == nil {
      if case .control("f") = key { return isLastPage ? sayLastPage() : nextPage() }
      if case .control("b") = key { return previousPage() }
    }
    if optionList != nil { return handleInOptionList(key) }
    if wheels != nil { return handleInWheels(key) }
    guard let row = current else { return handleWithoutRow(key) }
    if prompt != nil { return handleInPrompt(key, row: row) }
    if editor != nil, let step = handleInEditor(key, row: row) { return step }
    return handleOnRow(key, row: row)
  }

  /// Keys when no row can take them (an empty form, or one of labels only).
  private func handleWithoutRow(_ key: Key) -> Step {
    switch key {
    case .escape: return .cancel
    case .enter: return submit()
    default: return .continue
    }
  }

  /// Validates the form; when it is valid the session ends with it, otherwise every error shows
  /// and the first invalid row takes the cursor.
  func submit() -> Step {
    commitEditing()
    let errors = form.validate()
    guard !errors.isEmpty else { return .submit }
    let count = errors.count
    message = messages.string(.terminalErrorsToSubmit, ["count": .integer(count)])
    // The first visible row that shows an error (rows need no tag), else the row the person
    // was on, editing again.
    let firstInvalid = form.lazy.flatMap { $0 }.first { !$0.validationErrors.isEmpty }
    moveTo(firstInvalid ?? current, direction: .down)
    return .continue
  }

  /// Makes `row` the current row: the form's focus follows when the row can take it, and a text
  /// row gets an editor.
  func moveTo(_ row: BaseRow?, direction: Direction) {
    commitEditing()
    wheels = nil
    current = row
    lastPosition = row?.indexPath
    editor = nil
    guard let row else {
      form.resignFocus()
      return
    }
    if row.baseCell.cellCanBecomeFirstResponder() || row.textInput != nil {
      if (try? row.focus()) == nil { form.resignFocus() }
    } else {
      form.resignFocus()
    }
    if let field = row.textInput, !field.isReadOnly, !row.isDisabled {
      editor = LineEditor(
        text: field.currentText ?? "", allowsNewlines: row.displayedCell.control == .textArea,
        maximumLength: field.maxNumberOfCharacters)
    }
  }

  /// Ends what is being edited in the current row (its text stays in the row as typed).
  func commitEditing() {
    if prompt != nil { applyPrompt(on: current) }
    prompt = nil
    editor = nil
    wheels = nil
  }

  /// Keeps the current row valid after the form changed: a row that left the form (hidden or
  /// removed) hands the cursor to the row now at its place, or the one before.
  private func formDidChange(_ event: FormEvent) {
    forgetPrintedLines(for: event)
    switch event {
    case .cellChanged(let row, _) where row === current && !isApplyingEdit:
      followRowText(row)
      refreshOptionList()
    case .rowsRemoved, .rowVisibilityChanged, .sectionsRemoved, .sectionVisibilityChanged,
      .rowsReplaced, .sectionsReplaced, .rowDisabledChanged:
      repairCurrent()
    default:
      break
    }
  }

  /// Puts the current text row's text in the editor when something other than typing changed
  /// it (a date picked part by part, a value set by a callback); the cursor goes to its end.
  private func followRowText(_ row: BaseRow) {
    guard let editor, let field = row.textInput else { return }
    let shown = field.currentText ?? ""
    guard shown != editor.text else { return }
    self.editor = LineEditor(
      text: shown, allowsNewlines: editor.allowsNewlines, maximumLength: editor.maximumLength)
  }

  /// Moves the cursor off a row that is no longer visible or can no longer take keys.
  func repairCurrent() {
    repairPage()
    if let row = current, row.indexPath != nil, isNavigable(row) {
      lastPosition = row.indexPath
      return
    }
    guard current != nil || lastPosition != nil else { return }
    let replacement = rowNear(lastPosition)
    if replacement !== current { moveTo(replacement, direction: .down) }
  }
}
