import Formwork
import FormworkTerminal
import FormworkTestSupport
import Foundation
import Testing

@Suite("Answers from flags: the grammar and every kind of row")
struct FlagGrammarTests {
  /// A form with a row of each kind a flag answers.
  static func everyKindForm() -> Form {
    Form()
      +++ Section("Rows")
      <<< TextRow("userName") { $0.title = "Name" }
      <<< IntRow("count") { $0.title = "Count" }
      <<< DecimalRow("ratio") { $0.title = "Ratio" }
      <<< SwitchRow("notify") {
        $0.title = "Notify"
        $0.value = false
      }
      <<< CheckRow("agree") { $0.title = "Agree" }
      <<< SliderRow("volume") {
        $0.title = "Volume"
        $0.value = 1
      }
      <<< StepperRow("copies") {
        $0.title = "Copies"
        $0.value = 1
      }
      <<< DateRow("start_day") { $0.title = "Start" }
      <<< PushRow<String>("colour") {
        $0.title = "Colour"
        $0.options = ["Red", "Green", "Blue"]
      }
      <<< MultipleSelectorRow<String>("toppings") {
        $0.title = "Toppings"
        $0.options = ["Cheese", "Ham", "Olives"]
      }
      <<< SegmentedRow<String>("size") {
        $0.title = "Size"
        $0.options = ["S", "M", "L"]
      }
      <<< PushRow<FormOption<String>>("plan") {
        $0.title = "Plan"
        $0.options = [FormOption("free", "Free plan"), FormOption("pro", "Pro plan")]
      }
      <<< ListRow("tags") {
        $0.title = "Tags"
        $0.isEditable = true
      }
      +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Guests") {
        $0.tag = "guests"
        $0.multivaluedRowToInsertAt = { _ in NameRow() }
      }
      +++ SelectableSection<ListCheckRow<String>>(
        "Continent", selectionType: .singleSelection(enableDeselection: true)
      ) {
        $0.tag = "continent"
      }
      <<< ListCheckRow<String>("Africa") {
        $0.title = "Africa"
        $0.selectableValue = "Africa"
      }
      <<< ListCheckRow<String>("Europe") {
        $0.title = "Europe"
        $0.selectableValue = "Europe"
      }
  }

  @Test("every kind of row takes its flag, as a typed answer sets it")
  func everyKind() throws {
    let run = runCommand(
      Self.everyKindForm(),
      [
        "--user-name", "Ada", "--count=42", "--ratio", "0.5", "--notify", "--agree=yes",
        "--volume", "7", "--copies=3", "--start-day", "2026-11-23", "--colour", "green",
        "--toppings", "Cheese", "--toppings", "3", "--size=M", "--plan", "pro", "--tags", "a",
        "--tags", "b", "--guests", "Ada", "--guests", "Grace", "--continent", "Europe",
      ])
    let values = try #require(run.values, "\(run.errors)")
    #expect(run.errors == "")
    #expect(values["userName"] as? String == "Ada")
    #expect(values["count"] as? Int == 42)
    #expect(values["ratio"] as? Double == 0.5)
    #expect(values["notify"] as? Bool == true)
    #expect(values["agree"] as? Bool == true)
    #expect(values["volume"] as? Float == 7)
    #expect(values["copies"] as? Double == 3)
    #expect(values["start_day"] as? Date == Date(timeIntervalSince1970: 1_795_392_000))
    #expect(values["colour"] as? String == "Green")
    #expect(values["toppings"] as? Set<String> == ["Cheese", "Olives"])
    #expect(values["size"] as? String == "M")
    #expect((values["plan"] as? FormOption<String>)?.value == "pro")
    #expect(values["tags"] as? [String] == ["a", "b"])
    #expect((values["guests"] as? [Any?])?.compactMap { $0 as? String } == ["Ada", "Grace"])
    #expect(values["continent"] as? String == "Europe")
  }

  @Test("a switch is set off by --no-name and by --name=no; --name=false and yes work too")
  func switches() {
    let off = runCommand(wizardForm(), ["--project-name", "x", "--no-docker"])
    #expect(off.values?["docker"] as? Bool == false)
    let on = runCommand(
      wizardForm(), ["--project-name", "x", "--docker=true", "--image", "i"])
    #expect(on.values?["docker"] as? Bool == true)
  }

  @Test(
    "a flag the form does not have is refused, with the nearest flag",
    arguments: [
      ("--prot", AnswerError.unknownFlag("--prot", suggestion: "--port")),
      ("--project", .unknownFlag("--project", suggestion: nil)),
      ("--no-port", .unknownFlag("--no-port", suggestion: "--port")),
      ("-p", .unknownFlag("-p", suggestion: nil)),
      ("--lisence=MIT", .unknownFlag("--lisence", suggestion: "--licence")),
    ])
  func unknownFlag(argument: String, error: AnswerError) {
    let form = wizardForm()
    let run = runCommand(form, ["--project-name", "demo", argument])
    #expect(run.usageErrors == [error])
    #expect(run.outcome.exitStatus == 2)
    #expect(run.errors.hasPrefix("error: \(error.description)\n"))
    #expect(run.errors.hasSuffix("Run wizard --help to see the flags.\n"))
    // Nothing was asked or submitted, and the form keeps its values.
    #expect(run.output == "")
  }

  @Test(
    "each bad argument is a typed error naming the flag",
    arguments: [
      (["--port"], [AnswerError.missingValue(flag: "--port")]),
      (["--port", "--docker"], [.missingValue(flag: "--port")]),
      (["--docker", "yes"], [.switchValueSeparate(flag: "--docker", value: "yes")]),
      (["--no-docker=yes"], [.unexpectedValue(flag: "--no-docker")]),
      (["--docker="], [.missingValue(flag: "--docker")]),
      (["--port", "1", "--port", "2", "--port=3"], [.repeatedFlag("--port")]),
      (["--docker", "--no-docker"], [.repeatedFlag("--docker")]),
      (["demo"], [.unexpectedArgument("demo")]),
      (["--", "--port", "9000"], [.unexpectedArgument("--port"), .unexpectedArgument("9000")]),
      (["--no-input=1"], [.unexpectedValue(flag: "--no-input")]),
      (["--answers"], [.missingValue(flag: "--answers")]),
    ])
  func badArguments(arguments: [String], errors: [AnswerError]) {
    let run = runCommand(wizardForm(), ["--project-name=demo"] + arguments)
    #expect(run.usageErrors == errors)
    #expect(run.outcome.exitStatus == 2)
  }

  @Test("a value that starts with - is taken after =, or as the next word when it is one dash")
  func dashValues() {
    let form = Form() +++ Section() <<< IntRow("offset") { $0.title = "Offset" }
    #expect(runCommand(form, ["--offset", "-5"]).values?["offset"] as? Int == -5)
    let text = Form() +++ Section() <<< TextRow("note") { $0.title = "Note" }
    #expect(runCommand(text, ["--note=--literally"]).values?["note"] as? String == "--literally")
  }

  @Test("--name= empties a text field: a required one is then reported missing")
  func emptyValue() {
    let form = wizardForm()
    let run = runCommand(form, ["--project-name="])
    #expect(run.outcome.exitStatus == 3)
    #expect(run.problems.map(\.flag) == ["--project-name"])
    #expect(run.problems.first?.message == "Project name can't be empty")
    let optional = Form() +++ Section() <<< TextRow("note") { $0.value = "x" }
    #expect(runCommand(optional, ["--note="]).values?["note"] as? String? == .some(nil))
  }

  @Test("a value a row refuses is reported with the row's own message, nothing else changes")
  func badValue() {
    let form = wizardForm()
    let run = runCommand(form, ["--project-name", "demo", "--port", "abc", "--licence", "GPL"])
    #expect(run.outcome.exitStatus == 3)
    #expect(
      run.problems.map(\.description) == [
        "--port (Port): Port must be a whole number",
        "--licence (Licence): 'GPL' is not one of the options: MIT, Apache-2.0",
      ])
    let licence: PushRow<String>? = form.rowBy(tag: "licence")
    #expect(licence?.value == "MIT")
  }

  @Test("a flag for a row its conditions hide, or a disabled or read-only row, is refused")
  func unavailableRows() {
    let hidden = runCommand(wizardForm(), ["--project-name", "x", "--image", "ghcr.io/x"])
    #expect(
      hidden.usageErrors == [.hiddenField(source: .flag("--image"), field: "Image name")])
    let form =
      Form() +++ Section()
      <<< TextRow("locked") {
        $0.title = "Locked"
        $0.disabled = true
      }
      <<< LabelRow("shown") { $0.title = "Shown" }
    let run = runCommand(form, ["--locked", "a", "--shown", "b"])
    #expect(
      run.usageErrors == [
        .unchangeableField(source: .flag("--locked"), field: "Locked"),
        .unchangeableField(source: .flag("--shown"), field: "Shown"),
      ])
  }

  @Test("a flag that shows a row makes it asked, and required: it is reported missing")
  func conditions() {
    let run = runCommand(wizardForm(), ["--project-name", "demo", "--docker"])
    #expect(run.outcome.exitStatus == 3)
    #expect(run.problems.map(\.flag) == ["--image"])
    let given = runCommand(
      wizardForm(), ["--image", "ghcr.io/x", "--docker", "--project-name", "demo"])
    #expect(given.values?["image"] as? String == "ghcr.io/x")
  }

  @Test("unicode is kept and control characters never reach the output as sequences")
  func controlCharacters() {
    let form = wizardForm()
    let run = runCommand(form, ["--project-name", "Ünïcødé 名前", "--\u{1B}[2J", "x"])
    #expect(run.usageErrors == [.unknownFlag("--\u{1B}[2J", suggestion: nil)])
    #expect(!run.errors.contains("\u{1B}"))
    #expect(run.errors.contains("--^[[2J"))
    let named = runCommand(wizardForm(), ["--project-name", "Ünïcødé 名前"])
    #expect(named.values?["projectName"] as? String == "Ünïcødé 名前")
    let bad = runCommand(wizardForm(), ["--project-name", "x", "--licence", "\u{1B}]0;pwned\u{7}"])
    #expect(!bad.errors.contains("\u{1B}"))
    #expect(!bad.errors.contains("\u{7}"))
  }

  @Test(
    "tags become kebab-case flags",
    arguments: [
      ("projectName", "project-name"), ("project_name", "project-name"), ("imageURL", "image-url"),
      ("imageURLPath", "image-url-path"), ("port", "port"), ("Project Name", "project-name"),
      ("v2Api", "v2-api"),
    ])
  func kebabCase(tag: String, flag: String) {
    let form = Form() +++ Section() <<< TextRow(tag) { $0.title = "T" }
    let run = runCommand(form, ["--\(flag)", "value"])
    #expect(run.values?[tag] as? String == "value", "\(run.errors)")
  }
}

@Suite("Answers from flags: the row catalog")
struct RowCatalogFlagTests {
  @Test("every row of the catalog that takes an answer has a flag in the help, within 80 columns")
  func help() {
    let help = FormCommand(RowCatalogForm.form(), name: "catalog").helpText
    #expect(help.split(separator: "\n").allSatisfy { $0.count <= 80 })
    for flag in [
      "--text <text>", "--int <number>", "--password <text>", "--date <yyyy-MM-dd>",
      "--time <HH:mm>", "--date-time <yyyy-MM-dd HH:mm>", "--count-down-inline <HH:mm>",
      "--picker Atrium|Library|Roof", "--check, --no-check", "--slider <number>",
      "--double-picker <text>", "--avatar", "--tags",
    ] {
      #expect(help.contains("  \(flag)"), "\(flag)")
    }
    // A password's value is never written as a default; a label and a button have no flag.
    #expect(!help.contains("secret"))
    #expect(!help.contains("--label"))
    #expect(!help.contains("--button"))
  }

  @Test("inline, picker and multi-part rows take their flags as a typed answer sets them")
  func answers() throws {
    let form = RowCatalogForm.form()
    let run = runCommand(
      form,
      [
        "--no-input", "--date-inline", "2027-01-02", "--time-picker", "10:15",
        "--picker-inline", "atrium", "--double-picker", "Roof,3", "--double-picker-inline",
        "Floor,1", "--alert", "3",
        "--popover", "North", "--switch=off", "--int", "7",
      ])
    #expect(run.usageErrors == [])
    let dateInline: DateInlineRow? = form.rowBy(tag: "dateInline")
    // The day changes and the time of day is kept, as a typed answer in line mode does.
    #expect(dateInline?.value == Date(timeIntervalSince1970: 1_798_882_200))
    let pickerInline: PickerInlineRow<String>? = form.rowBy(tag: "pickerInline")
    #expect(pickerInline?.value == "Atrium")
    let double: DoublePickerRow<String, Int>? = form.rowBy(tag: "doublePicker")
    #expect(double?.value == Tuple(a: "Roof", b: 3))
    let doubleInline: DoublePickerInlineRow<String, Int>? = form.rowBy(tag: "doublePickerInline")
    #expect(doubleInline?.value == Tuple(a: "Floor", b: 1))
    let alert: AlertRow<String>? = form.rowBy(tag: "alert")
    #expect(alert?.value == "Three")
    let popover: PopoverSelectorRow<String>? = form.rowBy(tag: "popover")
    #expect(popover?.value == "North")
    let toggle: SwitchRow? = form.rowBy(tag: "switch")
    #expect(toggle?.value == false)
    let int: IntRow? = form.rowBy(tag: "int")
    #expect(int?.value == 7)
    let time: TimePickerRow? = form.rowBy(tag: "timePicker")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
    let parts = try calendar.dateComponents([.hour, .minute], from: #require(time?.value))
    #expect(parts.hour == 10 && parts.minute == 15)
  }
}
