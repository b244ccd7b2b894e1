// libFuzzer target for what a browser (or anyone) posts to a form: `FormData(urlEncoded:)`, then
// `Form.bind(_:options:)` on a form with a row of every kind and a section of every kind, with
// the promises of DESIGN.md ("What comes in from outside") as its oracle.
//
// Built by Fuzz/run.sh against the Formwork and FormworkHTML modules, through their public API
// only, as a client would. A broken invariant is a finding: the run stops and keeps the input.
//
// The invariants, each named in `Invariant`:
// - a read-only form (`form.disabled = true`) is left as it was, values and items;
// - a disabled row keeps its value, and a section whose items are all disabled gains none;
// - no one-line row (text fields of every keyboard, and each item of a multivalued section of
//   them) holds a line break after binding;
// - the limits hold: a multivalued section keeps to its `maximumItems` in either insert mode;
// - a page submitted unchanged changes nothing: the values a browser sends for the form as it
//   now stands (what `HTMLFieldNames.submittedValues` says its controls submit, after the
//   browser's own treatment of line breaks and NUL), bound again, leave every value and raw text
//   as it was, with a clean report.
//
// An invariant known to fail can be listed in `pendingInvariants` with the issue that will fix it:
// it is still checked, its failures counted and printed, not reported. None is listed today. Set
// FORMWORK_FUZZ_ALL_INVARIANTS=1 to report every invariant whatever the list says.

import Formwork
import FormworkHTML
import Foundation

/// What the target checks after each input.
private enum Invariant: String, CaseIterable {
  /// A read-only form is left as it was.
  case readOnlyFormUnchanged
  /// A disabled row keeps its value; a section of disabled items gains no item.
  case disabledRowsUnchanged
  /// No one-line row holds a line break.
  case noLineBreakInOneLineRows
  /// Every multivalued section keeps to its `maximumItems`.
  case itemLimitsHold
  /// The page submitted unchanged changes nothing and binds with a clean report.
  case unchangedPageChangesNothing
}

/// Invariants known to fail, each with the issue that will fix it.
///
/// A listed invariant is still computed; a failure is counted and printed at exit, not reported.
/// Empty: every fix of issue #23 is in.
private let pendingInvariants: [Invariant: String] = [:]

/// Whether an invariant's failure stops the run.
private let reported: Set<Invariant> = {
  if ProcessInfo.processInfo.environment["FORMWORK_FUZZ_ALL_INVARIANTS"] == "1" {
    return Set(Invariant.allCases)
  }
  return Set(Invariant.allCases).subtracting(pendingInvariants.keys)
}()

/// A fixed moment: 2026-11-23 09:30 UTC.
private let monday = Date(timeIntervalSince1970: 1_795_426_200)

/// Tags of the rows that take one line of text, and of the sections whose items do.
private let oneLineTags: Set<String> = [
  "text", "name", "url", "int", "phone", "password", "email", "decimal", "twitter", "account",
  "zip", "locked", "phones", "emails", "frozen",
]

/// Tags of the rows rendered as `<input type="url">` or `type="email"`, whose value the browser
/// also trims of ASCII whitespace.
private let trimmedTags: Set<String> = ["url", "email", "emails"]

/// A fresh form with a row of every kind of Eureka's catalog and a section of every kind: a
/// disabled row, a multivalued section of each insert mode with a limit, a locked one (its items
/// and add button disabled), single and multiple selectable sections.
private func makeForm() -> Form {
  let form = Form()
  form
    +++ Section("Controls")
    <<< LabelRow("label") { $0.value = "Read only" }
    <<< ButtonRow("button") { $0.title = "Button" }
    <<< CheckRow("check") { $0.value = true }
    <<< SwitchRow("switch") { $0.value = false }
    <<< SliderRow("slider") {
      $0.minimumValue = 0
      $0.maximumValue = 10
    }
    <<< StepperRow("stepper") { $0.value = 3 }
    <<< TextAreaRow("textArea") { $0.value = "Two lines,\nof text." }
    <<< TextRow("locked") {
      $0.value = "fixed"
      $0.disabled = true
    }
    <<< TextRow("shown") { $0.hidden = "$switch != YES" }
    +++ Section("Fields")
    <<< TextRow("text")
    <<< NameRow("name") { $0.value = "Ada" }
    <<< URLRow("url")
    <<< IntRow("int") { $0.value = 2026 }
    <<< PhoneRow("phone")
    <<< PasswordRow("password")
    <<< EmailRow("email")
    <<< DecimalRow("decimal")
    <<< TwitterRow("twitter")
    <<< AccountRow("account")
    <<< ZipCodeRow("zip")
    +++ Section("Dates")
    <<< DateRow("date") { $0.value = monday }
    <<< TimeRow("time")
    <<< DateTimeRow("dateTime")
    <<< CountDownRow("countDown")
    <<< DateInlineRow("dateInline")
    <<< DatePickerRow("datePicker")
    +++ Section("Choices")
    <<< PickerRow<String>("picker") { $0.options = ["a", "b", "c"] }
    <<< PickerInlineRow<String>("pickerInline") { $0.options = ["a", "b"] }
    <<< PickerInputRow<String>("pickerInput") { $0.options = ["a", "b"] }
    <<< DoublePickerRow<String, Int>("doublePicker") {
      $0.firstOptions = { ["x", "y"] }
      $0.secondOptions = { $0 == "x" ? [1, 2] : [3] }
    }
    <<< TriplePickerRow<String, String, Int>("triplePicker") {
      $0.firstOptions = { ["e"] }
      $0.secondOptions = { _ in ["p", "r"] }
      $0.thirdOptions = { _, _ in [1, 2] }
    }
    <<< AlertRow<String>("alert") { $0.options = ["1", "2"] }
    <<< ActionSheetRow<String>("actionSheet") { $0.options = ["1", "2"] }
    <<< PushRow<String>("push") { $0.options = ["r", "g", "b"] }
    <<< PopoverSelectorRow<String>("popover") { $0.options = ["n", "s"] }
    <<< MultipleSelectorRow<String>("multiple") { $0.options = ["m", "t", "w"] }
    <<< SegmentedRow<String>("segmented") { $0.options = ["1", "2"] }
    <<< PushRow<FormOption<String>>("size") {
      $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
    }
    <<< LeftRightSelectorRow<String, String>("leftRight") {
      $0.selectorOptions = [
        LeftRightSelectorOption(leftValue: "E", rightOptions: ["h", "w"]),
        LeftRightSelectorOption(leftValue: "P", rightOptions: ["m"]),
      ]
    }
    +++ Section("Media")
    <<< ImageRow("image")
    <<< ListRow("tags") {
      $0.value = ["swift"]
      $0.isEditable = true
    }
    <<< ListRow("fixedTags") { $0.value = ["kept"] }
  form
    +++ SelectableSection<ListCheckRow<String>>(
      "One", selectionType: .singleSelection(enableDeselection: true)
    ) { $0.tag = "one" }
    <<< ListCheckRow<String>("oneA") { $0.selectableValue = "A" }
    <<< ListCheckRow<String>("oneB") { $0.selectableValue = "B" }
  form
    +++ SelectableSection<ListCheckRow<FormOption<Int>>>(
      "Many", selectionType: .multipleSelection
    ) { $0.tag = "many" }
    <<< ListCheckRow<FormOption<Int>> { $0.selectableValue = FormOption(1, "One") }
    <<< ListCheckRow<FormOption<Int>> { $0.selectableValue = FormOption(2, "Two") }
  form
    +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
      $0.tag = "phones"
      $0.maximumItems = 3
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
      $0 <<< PhoneRow { $0.value = "111" }
    }
    +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], insertMode: .lastRow) {
      $0.tag = "emails"
      $0.maximumItems = 2
      $0.multivaluedRowToInsertAt = { _ in EmailRow() }
    }
    +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Frozen") {
      $0.tag = "frozen"
      // Locked as a person sees it: every item and the add button disabled.
      $0.addButtonProvider = { _ in ButtonRow { $0.disabled = true } }
      $0.multivaluedRowToInsertAt = { _ in
        TextRow { $0.disabled = true }
      }
      $0
        <<< TextRow {
          $0.value = "ice"
          $0.disabled = true
        }
    }
  return form
}

/// Every row's value and raw text, and every section's number of rows, one line each: what must
/// not change when nothing should.
private func snapshot(_ form: Form) -> String {
  var lines: [String] = []
  for (place, section) in form.allSections.enumerated() {
    lines.append("section \(section.tag ?? String(place)): \(section.allRows.count) rows")
    for row in section.allRows {
      lines.append("  " + describe(row))
    }
  }
  return lines.joined(separator: "\n")
}

/// One row's name, value and raw text.
private func describe(_ row: BaseRow) -> String {
  let name = row.tag ?? row.reference
  var text = "\(name) = "
  if let choice = row as? any ChoiceRow {
    text += choice.choiceComponents.map { component in
      component.selectedIndices.map { String($0) }.joined(separator: "+")
    }.joined(separator: "/")
  } else {
    text += row.baseValue.map { String(reflecting: $0) } ?? "nil"
  }
  // The raw text of a field, except a date row's: a browser sanitizes a date or time input's
  // text it cannot read to empty text, so the page never shows it back.
  if let field = row as? any TextInputRow, !(row is any DatePickingRow) {
    text += " raw " + String(reflecting: field.currentText)
  }
  return text
}

/// The rows of `form` that take one line of text: the rows tagged so and the items of the
/// sections tagged so.
private func oneLineRows(of form: Form) -> [BaseRow] {
  form.allSections.flatMap { section -> [BaseRow] in
    if let tag = section.tag, oneLineTags.contains(tag) { return section.allRows }
    return section.allRows.filter { $0.tag.map(oneLineTags.contains) ?? false }
  }
}

/// The text a browser sends for `value` shown in a control of the row or section `tag`: HTML's
/// parser reads NUL as U+FFFD; an `<input>` strips line breaks (and a URL or e-mail input trims
/// ASCII whitespace); a `<textarea>` reads CR and CR LF as LF and sends each LF as CR LF.
private func asBrowserSends(_ value: String, tag: String, oneLine: Bool) -> String {
  var text = value.replacingOccurrences(of: "\0", with: "\u{FFFD}")
  if oneLine {
    text = String(text.unicodeScalars.filter { $0 != "\n" && $0 != "\r" }.map(Character.init))
    if trimmedTags.contains(tag) {
      text = text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\u{0C}\r"))
    }
  } else {
    text = text.replacingOccurrences(of: "\r\n", with: "\n")
      .replacingOccurrences(of: "\r", with: "\n")
      .replacingOccurrences(of: "\n", with: "\r\n")
  }
  return text
}

/// What a browser submits for `form` as it stands, sent unchanged.
private func browserSubmission(of form: Form) -> FormData {
  var fields: [FormField] = []
  for section in form.allSections {
    if case .plain = section.kind {
    } else if let tag = section.tag, form.sectionBy(tag: tag) === section {
      let oneLine = oneLineTags.contains(tag)
      for value in HTMLFieldNames.submittedValues(of: section) {
        fields.append(
          FormField(name: tag, value: asBrowserSends(value, tag: tag, oneLine: oneLine)))
      }
      continue
    }
    for row in section.allRows where row.inlineOwner == nil {
      guard let tag = row.tag, form.rowBy(tag: tag) === row else { continue }
      let oneLine = oneLineTags.contains(tag) || tag == "shown"
      let textual = row is any TextInputRow
      if case .slider = row.displayedCell.control, row.baseValue == nil, !row.isDisabled {
        // The mark beside a slider without a value, whose range input submits its start
        // position (`HTMLFieldNames.untouchedSlider` from issue-23-line-breaks on).
        fields.append(FormField(name: HTMLFieldNames.untouchedSlider, value: tag))
      }
      for value in HTMLFieldNames.submittedValues(of: row) {
        let sent =
          textual || row is any ListEditingRow
          ? asBrowserSends(value, tag: tag, oneLine: oneLine && !(row is any ListEditingRow))
          : value
        fields.append(FormField(name: tag, value: sent))
      }
    }
  }
  return FormData(fields)
}

/// Counts of pending invariants that failed, printed at exit for the campaign's note.
nonisolated(unsafe) private var pendingFailures: [Invariant: Int] = [:]
nonisolated(unsafe) private var pendingExample: [Invariant: String] = [:]

/// Records a broken invariant: stops the run when it is reported, counts it otherwise.
private func broken(_ invariant: Invariant, _ message: @autoclosure () -> String) {
  if reported.contains(invariant) {
    fatalError("finding: \(invariant.rawValue): \(message())")
  }
  pendingFailures[invariant, default: 0] += 1
  if pendingExample[invariant] == nil { pendingExample[invariant] = message() }
}

/// Prints the pending invariants' failures when the process exits.
private let exitReport: Void = {
  atexit {
    for (invariant, count) in pendingFailures.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      let why = pendingInvariants[invariant] ?? ""
      let example = pendingExample[invariant] ?? ""
      let line =
        "pending invariant \(invariant.rawValue) (\(why)) failed \(count) times; first: \(example)\n"
      FileHandle.standardError.write(Data(line.utf8))
    }
  }
}()

/// libFuzzer's entry point: one URL-encoded body, bound into a read-only form and an editable
/// one.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinding(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  _ = exitReport
  let body = UnsafeBufferPointer(start: bytes, count: size)
  let data: FormData
  do {
    data = try FormData(urlEncoded: body, limits: .standard)
  } catch {
    _ = error.description
    return 0
  }

  // A read-only form changes in nothing.
  let readOnly = makeForm()
  readOnly.disabled = true
  let before = snapshot(readOnly)
  let readOnlyReport = try? readOnly.bind(data)
  _ = readOnlyReport?.description
  let after = snapshot(readOnly)
  if before != after {
    broken(.readOnlyFormUnchanged, "a read-only form changed:\n\(before)\n---\n\(after)")
  }

  // An editable form: disabled rows and frozen items stay, one-line rows stay on one line,
  // limits hold.
  let form = makeForm()
  let disabledBefore = ["locked", "fixedTags"].map { form.rowBy(tag: $0).map(describe) ?? "" }
  let frozenBefore = form.sectionBy(tag: "frozen").map { $0.allRows.map(describe) } ?? []
  let report: BindingReport
  do {
    report = try form.bind(data)
  } catch {
    return 0
  }
  _ = report.description
  let disabledAfter = ["locked", "fixedTags"].map { form.rowBy(tag: $0).map(describe) ?? "" }
  if disabledBefore != disabledAfter {
    fatalError("finding: a disabled row changed: \(disabledBefore) -> \(disabledAfter)")
  }
  let frozenAfter = form.sectionBy(tag: "frozen").map { $0.allRows.map(describe) } ?? []
  if frozenBefore != frozenAfter {
    broken(.disabledRowsUnchanged, "a section of disabled items changed: \(frozenAfter)")
  }
  var lineBreak = false
  for row in oneLineRows(of: form) {
    let texts = [(row as? any TextInputRow)?.currentText, row.baseValue.map { "\($0)" }]
    if texts.contains(where: {
      $0?.contains(where: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) ?? false
    }) {
      lineBreak = true
      broken(.noLineBreakInOneLineRows, "a one-line row holds a line break: \(describe(row))")
    }
  }
  var overLimit = false
  for section in form.allSections {
    guard case .multivalued(let editing) = section.kind, let maximum = editing.maximumItems
    else { continue }
    let items = editing.itemCount
    if items > maximum {
      overLimit = true
      broken(.itemLimitsHold, "section \(section.tag ?? "?") holds \(items) items, over \(maximum)")
    }
  }

  // The page as it now stands, submitted unchanged, changes nothing. Skipped when a pending
  // invariant already failed for this input, since that failure also breaks the round trip.
  if !(lineBreak && !reported.contains(.noLineBreakInOneLineRows))
    && !(overLimit && !reported.contains(.itemLimitsHold))
  {
    let shown = snapshot(form)
    let page = browserSubmission(of: form)
    do {
      let again = try form.bind(page)
      let bound = snapshot(form)
      if shown != bound || !again.isClean {
        broken(
          .unchangedPageChangesNothing,
          "the page submitted unchanged changed the form:\n\(shown)\n---\n\(bound)\nreport: \(again)\nsent: \(page.fields)"
        )
      }
    } catch {
      broken(.unchangedPageChangesNothing, "the page submitted unchanged was refused: \(error)")
    }
  }
  return 0
}
