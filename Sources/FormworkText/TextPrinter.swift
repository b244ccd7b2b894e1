import Formwork

/// Renders a form as plain text, reading only what each row's headless cell shows.
///
/// Every visible section is drawn as a box with its header in the top edge and its footer below
/// it; every visible row is one line inside the box (a text area takes a line per line of text),
/// so a hidden row or section simply does not appear:
///
/// ```swift
/// let form = Form()
///   +++ Section("Event")
///   <<< TextRow("title") { $0.title = "Title"; $0.placeholder = "Team lunch" }
///   <<< SwitchRow("allDay") { $0.title = "All-day"; $0.value = true }
///   <<< StepperRow("guests") { $0.title = "Guests"; $0.value = 4 }
///
/// print(TextPrinter(width: 44).render(form))
/// ```
///
/// prints
///
/// ```text
/// ┌─ Event ──────────────────────────────────┐
/// │   Title [‹Team lunch›                  ] │
/// │   All-day ······················ [ON  ●] │
/// │   Guests ··················· [−] 4.0 [+] │
/// └──────────────────────────────────────────┘
/// ```
///
/// How each part of a row is drawn:
/// - A row's title is on the left. A value is right-aligned with a leader of dots between the two;
///   a text field or text area instead fills the rest of the line, starting at a column shared by
///   the fields of the section (at most 40 % of the line), so fields line up.
/// - A value that is missing shows the cell's placeholder between `‹` and `›` (`<` and `>` in
///   ASCII). A secure text field shows one `•` (`*`) per character.
/// - The row that has focus is marked `▸` (`>`) in the gutter left of it; a text field or area
///   with keyboard focus shows a cursor after its text.
/// - A disabled row has `(disabled)` after its title; a ``Formwork/BaseRow/required`` row has `*`
///   right after its title (`Name*`), as in XLForm.
/// - A row shows its validation messages at the moment a person should see them
///   (``Formwork/BaseRow/visibleValidationErrors``: once they changed the row and left it, or
///   after a submit), a line per message under it, such as `! Name can't be empty`, starting
///   where its field starts; a long message wraps between words. Each is the error's
///   ``Formwork/ValidationError/message``, the sentence for people in the form's language. While
///   the row's typed text does not parse, that message (`! Age must be a whole number`) is its
///   only one: its rules judged the last valid value rather than the text shown. Printing
///   validates nothing. A section's own messages (item and selection limits, after a submit)
///   follow its rows.
/// - Every word the printer adds (`(disabled)`, a switch's `ON`/`OFF`, `2 items`, the summary)
///   comes from the form's ``Formwork/Form/messages``, so it follows ``Formwork/Form/locale``;
///   the keys are ``Formwork/MessageKey/printerDisabled`` and the other `printer` keys.
/// - Controls: a switch `[ON  ●]` / `[○ OFF]`, a check `[✓]` / `[ ]`, a slider's position on an
///   11-cell track followed by its value, a stepper `[−] 3.0 [+]`, a button `( Save )` centred,
///   a date picker its date between arrows `[◂ 2026-11-22 ▸]` (a dash when it has none), an
///   option picker a wheel per component `[◂ Europe ▸] [◂ Rome ▸]`,
///   and a custom control shows its cell's value text (or, without one, its description). See
///   ``Charset`` for the ASCII glyphs.
///
/// Text that does not fit is cut, never wrapped, except in a text area and a footer: a title,
/// value or header keeps its start and ends with `…` (`...`); a text field keeps its start, and
/// while it has keyboard focus keeps its end, where the cursor is, as a real field scrolls. A
/// text area and a footer wrap between words, and cut a word longer than a line into pieces.
///
/// Width is counted in display columns, per `Character` (grapheme cluster), as a terminal draws
/// text: a CJK ideograph, a fullwidth form or an emoji (a flag, a keycap, a family joined with
/// zero-width joiners) takes two columns, a combining accent or a variation selector none, and
/// other characters one. Text is cut and wrapped only between `Character`s, so no line is wider
/// than ``width``; where a wide character does not fit whole, the line ends a column early and is
/// padded with a space.
///
/// Rendering is deterministic: the same form in the same state, at the same width and charset,
/// always gives the same text. It reads each row's cell through `row.displayedCell`, which
/// creates and updates the cell the first time (running its `cellSetup` once and its
/// `cellUpdate`, as showing a row on screen does); it changes nothing else in the form.
///
/// - Complexity: O(*n*) in the visible rows and the length of their text.
public struct TextPrinter: Equatable, Hashable, Sendable {
  /// The narrowest line a printer draws: 20 columns.
  ///
  /// A smaller width asked for is raised to it.
  public static let minimumWidth = 20

  /// The widest line a printer draws: 10,000 columns.
  ///
  /// A larger width asked for (such as `Int.max`) is lowered to it, so that the printer's
  /// arithmetic on columns cannot overflow.
  public static let maximumWidth = 10_000

  /// The number of columns of every line the printer draws (footers may end sooner).
  public let width: Int

  /// The characters the printer draws lines and controls with.
  public let charset: Charset

  /// Creates a printer.
  ///
  /// - Parameters:
  ///   - width: The number of columns of each line; values below ``minimumWidth`` are raised to
  ///     it, and values above ``maximumWidth`` are lowered to it.
  ///   - charset: ``Charset/unicode`` for box-drawing lines, ``Charset/ascii`` for ASCII only.
  public init(width: Int = 60, charset: Charset = .unicode) {
    self.width = min(max(width, Self.minimumWidth), Self.maximumWidth)
    self.charset = charset
  }

  /// Renders the visible sections of `form`, separated by a blank line, then, when asked, the
  /// validation summary, and then the form's problems, if it has any.
  ///
  /// A form with a ``Formwork/Form/layout`` is drawn as the rules of this printer's ``width``
  /// say: the rows of a horizontal rule side by side in columns at least
  /// ``minimumColumnWidth`` wide (one under the other when they do not fit), hidden rows closed
  /// up, rows padded to the heights of vertical rules; Formwork's article "Layouts for Widths"
  /// has the details. Without a layout, or in a width class without rules, rows are drawn one
  /// under the other.
  ///
  /// The summary is the line of ``summary(of:)``, after a blank line. The problems are those of
  /// ``Formwork/Form/lint()``: malformed condition strings and layout rules (with a caret under the
  /// spot), conditions and layout rules naming unknown tags, contradictory layout rules, condition
  /// cycles, duplicate tags and the problems kept by non-throwing calls. They follow a `Problems:`
  /// line, one `!` item each.
  ///
  /// - Parameters:
  ///   - form: The form to render.
  ///   - includingSummary: Whether to add the line of ``summary(of:)``; `false` unless set.
  /// - Returns: The lines, joined with `"\n"` and with no newline after the last; an empty string
  ///   for a form with no visible section and no problem, and no summary asked for.
  /// - Complexity: O(*n*) in the rows (and their rules, for the summary).
  public func render(_ form: Form, includingSummary: Bool = false) -> String {
    var output: [String] = []
    let laidOut = form.layoutPlan(forWidth: width).map { layoutBodies(of: form, plan: $0) } ?? [:]
    for section in form {
      if !output.isEmpty { output.append("") }
      if let body = laidOut[ObjectIdentifier(section)] {
        output.append(contentsOf: boxed(section, body))
      } else {
        output.append(contentsOf: lines(of: section))
      }
    }
    if includingSummary {
      if !output.isEmpty { output.append("") }
      output.append(summary(of: form))
    }
    let problems = form.lint()
    if !problems.isEmpty {
      if !output.isEmpty { output.append("") }
      output.append("Problems:")
      for problem in problems {
        let problemLines = problem.description.split(
          separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in problemLines.enumerated() {
          output.append((index == 0 ? "  ! " : "    ") + line)
        }
      }
    }
    return output.joined(separator: "\n")
  }

  /// One line that says whether `form` passes validation, and if not, which rows fail.
  ///
  /// The rows are those ``Formwork/Form/isValid`` checks — the visible ones, disabled ones
  /// included — validated quietly, so that asking changes no row's errors and runs no callback.
  /// Each failing row is named once, in form order, by its tag (or, untagged, by its type and
  /// title), as its errors name it; a section whose own rules fail (selection or item limits) is
  /// counted as a section:
  ///
  /// ```text
  /// Form is valid
  /// 1 row is invalid: email
  /// 2 rows are invalid: email, age
  /// 1 row and 1 section are invalid: name, section 'plan'
  /// ```
  ///
  /// The line is not cut to ``width``.
  ///
  /// - Parameter form: The form to check.
  /// - Returns: The line, without a newline.
  /// - Complexity: O(*n* × *r*) in the visible rows and their rules.
  public func summary(of form: Form) -> String {
    var names: [String] = []
    var seen: Set<String> = []
    var sections = 0
    for error in form.validate(quietly: true) {
      let name = TextLayout.singleLine(error.row ?? "?")
      guard seen.insert(name).inserted else { continue }
      names.append(name)
      if error.subject == .section { sections += 1 }
    }
    let messages = form.messages
    guard !names.isEmpty else { return messages.string(.printerFormValid) }
    let rows = names.count - sections
    let rowCount = messages.string(.printerRowCount, ["count": .integer(rows)])
    let sectionCount = messages.string(.printerSectionCount, ["count": .integer(sections)])
    let counted =
      switch (rows > 0, sections > 0) {
      case (true, true):
        messages.string(
          .printerRowsAndSections, ["rows": .text(rowCount), "sections": .text(sectionCount)])
      case (true, false): rowCount
      default: sectionCount
      }
    return messages.string(
      .printerFormInvalid,
      [
        "counted": .text(counted), "names": .text(names.joined(separator: ", ")),
        "count": .integer(names.count),
      ])
  }

  /// Renders one section, as a box of ``width`` columns, with its footer below it.
  ///
  /// The section's rows are drawn one under the other; the form's layout applies when the whole
  /// form is rendered (``render(_:includingSummary:)``).
  ///
  /// - Parameter section: The section to render; its hidden rows do not appear.
  /// - Returns: The lines, joined with `"\n"`.
  public func render(_ section: Section) -> String {
    lines(of: section).joined(separator: "\n")
  }

  /// Renders one row on its own, without a box: the row's lines as they appear inside a section,
  /// ``width`` columns wide, without trailing spaces.
  ///
  /// A row renders even when it is hidden or not in a form, so that it can be inspected.
  ///
  /// - Parameter row: The row to render.
  /// - Returns: The lines, joined with `"\n"`.
  public func render(_ row: BaseRow) -> String {
    let column = fieldColumn(for: CollectionOfOne(row), width: width)
    return lines(of: row, width: width, fieldColumn: column)
      .map(trimmingTrailingSpaces)
      .joined(separator: "\n")
  }

  /// The glyphs of ``charset``.
  var glyphs: Glyphs { Glyphs.of(charset) }

  private func trimmingTrailingSpaces(_ line: String) -> String {
    var line = Substring(line)
    while line.last == " " { line.removeLast() }
    return String(line)
  }
}
