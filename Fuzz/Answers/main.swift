// libFuzzer target for what a command reads from outside: its arguments, the environment
// variables under its prefix and a JSON answers file, read by `FormCommand` (FormworkTerminal)
// into a form with a row of every kind and a section of every kind, with no terminal and
// recorded output.
//
// Built by Fuzz/run.sh against the Formwork, FormworkText and FormworkTerminal modules, through
// their public API only, as a client would. A broken invariant is a finding: the run stops and
// keeps the input.
//
// An input is text in up to four parts, separated by lines holding only `%%`:
//
// 1. the arguments, one a line (`--port`, `8080`, `--answers`, `a.json`);
// 2. the environment, one `NAME=value` a line; `APP_` is put before each name unless the line
//    starts with `!` (a variable outside the prefix);
// 3. the answers file, as bytes, read for the path `a.json` (any other path cannot be read);
// 4. the answers typed in line mode, one a line: when this part is there, the run's mode is
//    line mode and these answers are its standard input.
//
// The first byte, when it is a digit, picks the form's language (0 none, 1–9 the first nine
// of German, French, Spanish, Italian, Brazilian Portuguese, Dutch, Polish, Russian, Japanese)
// and is not part of the arguments.
//
// The invariants, each named in `Invariant`:
// - the exit status is the outcome's (0 submitted or helped, 1 cancelled, 2 usage error,
//   3 incomplete), and a usage error or an incomplete run names at least one problem;
// - a submitted form validates without an error, and its values name only the form's tags;
// - nothing written to standard output or error holds a control character other than a line
//   break, nor a bidirectional control (what `TerminalText.escapingControls` shows visibly);
// - `--help` among the arguments before `--` (or `-h` first) shows the help, whatever else is
//   wrong, and the help shows every field's flag.

import Formwork
import FormworkTerminal
import Foundation

/// What the target checks after each input.
private enum Invariant: String, CaseIterable {
  /// The exit status is the outcome's, and a failure names a problem.
  case exitStatusMatchesOutcome
  /// A submitted form is valid, and its values name only its tags.
  case submittedFormIsValid
  /// No control character other than a line break reaches the outputs.
  case noControlCharacters
  /// `--help` shows the help, which names every field's flag.
  case helpShowsEveryFlag
}

/// A fixed moment: 2026-11-23 09:30 UTC.
private let monday = Date(timeIntervalSince1970: 1_795_426_200)

/// The languages the first byte picks.
private let languages = ["de", "fr", "es", "it", "pt_BR", "nl", "pl", "ru", "ja"]

/// A fresh form with a row of every kind and a section of every kind, some required, some with
/// rules, a hidden row shown by a switch, a disabled row.
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
    <<< TextRow("shown") {
      $0.hidden = "$switch != YES"
      $0.required = true
    }
    +++ Section("Fields")
    <<< TextRow("text") { $0.required = true }
    <<< NameRow("name") { $0.value = "Ada" }
    <<< URLRow("url")
    <<< IntRow("int") {
      $0.value = 2026
      $0.add(rule: RuleGreaterOrEqualThan(min: 1024, msg: "at least 1024"))
    }
    <<< PhoneRow("phone")
    <<< PasswordRow("password")
    <<< EmailRow("email") { $0.add(rule: RuleEmail()) }
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
    <<< PushRow<String>("push") {
      $0.options = ["r", "g", "b"]
      $0.required = true
    }
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
      $0.multivaluedRowToInsertAt = { _ in EmailRow { $0.add(rule: RuleEmail()) } }
    }
  return form
}

/// Every tag a submitted value may carry: the tags of the form's rows and sections.
private func tags(of form: Form) -> Set<String> {
  var tags = Set<String>()
  for section in form.allSections {
    if let tag = section.tag { tags.insert(tag) }
    for row in section.allRows {
      if let tag = row.tag { tags.insert(tag) }
    }
  }
  return tags
}

/// The first scalar of `text` a terminal would act on, other than a line break, or `nil`.
private func controlCharacter(in text: String) -> Unicode.Scalar? {
  text.unicodeScalars.first { scalar in
    switch scalar.value {
    case 0x0A: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

/// Reports a broken invariant: the run stops and libFuzzer keeps the input.
private func finding(_ invariant: Invariant, _ detail: String) -> Never {
  fatalError("invariant \(invariant.rawValue) broken: \(detail)")
}

/// The parts of an input: arguments, environment, the answers file, line-mode answers.
private struct Input {
  var language: String?
  var arguments: [String] = []
  var environment: [String: String] = [:]
  var file = Data()
  var typed: [String]?

  init(_ bytes: Data) {
    var bytes = bytes
    if let first = bytes.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) {
      let pick = Int(first - UInt8(ascii: "0"))
      language = pick == 0 ? nil : languages[pick - 1]
      bytes = bytes.dropFirst()
    }
    let text = String(decoding: bytes, as: UTF8.self)
    var parts = text.components(separatedBy: "\n%%\n")
    if parts.count == 1, text.hasSuffix("\n%%") { parts = [String(text.dropLast(3)), ""] }
    arguments = Self.lines(parts[0])
    if parts.count > 1 {
      for line in Self.lines(parts[1]) {
        let outside = line.hasPrefix("!")
        let body = outside ? String(line.dropFirst()) : line
        let pair = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        let name = (outside ? "" : "APP_") + pair[0]
        environment[name] = pair.count > 1 ? String(pair[1]) : ""
      }
    }
    if parts.count > 2 { file = Data(parts[2].utf8) }
    if parts.count > 3 { typed = Self.lines(parts[3...].joined(separator: "\n%%\n")) }
  }

  /// The lines of `text`, without a last empty one.
  static func lines(_ text: String) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

/// Runs one input through a `FormCommand` and checks the invariants; libFuzzer's entry point.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnswers(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let input = Input(Data(bytes: data, count: size))
  let form = makeForm()
  if let language = input.language { form.locale = Locale(identifier: language) }
  let output = RecordedLineOutput()
  let errors = RecordedLineOutput()
  let file = input.file
  let io = CommandIO(
    output: output, errorOutput: errors, input: ScriptedLineInput(input.typed ?? []),
    isTerminal: false,
    readFile: { path in
      guard path == "a.json" else { throw CocoaError(.fileNoSuchFile) }
      return file
    })
  var options = RunnerOptions(theme: .plain, charset: .unicode)
  if input.typed != nil { options.mode = .lines }
  let command = FormCommand(form, name: "fuzz", environmentPrefix: "APP_", options: options)
  let outcome = command.run(arguments: input.arguments, environment: input.environment, io: io)

  // exitStatusMatchesOutcome
  let expected: Int32
  switch outcome {
  case .submitted, .helped: expected = 0
  case .cancelled: expected = 1
  case .usageError(let problems):
    expected = 2
    if problems.isEmpty { finding(.exitStatusMatchesOutcome, "a usage error names no problem") }
    if errors.text.isEmpty {
      finding(.exitStatusMatchesOutcome, "a usage error writes nothing to standard error")
    }
  case .incomplete(let problems):
    expected = 3
    if problems.isEmpty { finding(.exitStatusMatchesOutcome, "an incomplete run names no field") }
  case .terminalFailed(let error):
    finding(.exitStatusMatchesOutcome, "a run with no terminal asked one: \(error)")
  }
  if outcome.exitStatus != expected {
    finding(.exitStatusMatchesOutcome, "\(outcome) exits with \(outcome.exitStatus)")
  }

  // submittedFormIsValid
  if case .submitted(let values) = outcome {
    let problems = form.validate()
    if !problems.isEmpty {
      finding(.submittedFormIsValid, "submitted with \(problems.map(\.message))")
    }
    let unknown = Set(values.dictionary.keys).subtracting(tags(of: form))
    if !unknown.isEmpty { finding(.submittedFormIsValid, "values of no tag: \(unknown)") }
  }

  // noControlCharacters
  for (name, text) in [("standard output", output.text), ("standard error", errors.text)] {
    if let scalar = controlCharacter(in: text) {
      finding(
        .noControlCharacters,
        "U+\(String(scalar.value, radix: 16, uppercase: true)) on \(name): \(text.debugDescription)"
      )
    }
  }

  // helpShowsEveryFlag
  let beforeEnd = input.arguments.prefix { $0 != "--" }
  if beforeEnd.contains("--help") || input.arguments.first == "-h" {
    guard case .helped = outcome else {
      finding(.helpShowsEveryFlag, "--help ended in \(outcome)")
    }
    for flag in ["--text", "--int", "--date", "--push", "--many", "--phones", "--no-input"]
    where !output.text.contains(flag) {
      finding(.helpShowsEveryFlag, "the help does not show \(flag)")
    }
  }
  return 0
}
