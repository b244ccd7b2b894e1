import Formwork
import FormworkTestSupport
import Foundation

/// The random choices the catalogue makes.
extension SeededGenerator {
  /// One of `items`.
  mutating func pick<T>(_ items: [T]) -> T {
    items[Int.random(in: 0..<items.count, using: &self)]
  }

  /// `true` once in `count` times.
  mutating func oneIn(_ count: Int) -> Bool {
    Int.random(in: 0..<count, using: &self) == 0
  }

  /// `value()`, or `nil` once in four times.
  mutating func maybe<T>(_ value: (inout SeededGenerator) -> T) -> T? {
    oneIn(4) ? nil : value(&self)
  }
}

/// Forms with one row of every type of the catalog and a section of every kind, holding values
/// chosen at random from a seed: text with line breaks, markup and characters that fold
/// differently, extreme numbers, dates from before the year 1 to after the year 275760; some
/// rows hidden or disabled.
enum RandomCatalog {
  /// Pieces of text: letters, white space and line breaks of every kind, markup, characters
  /// that compose, fold or need escaping.
  static let pieces = [
    "a", "Z", "0", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{2028}", "\u{85}", "é", "e\u{301}",
    "ı", "ß", "<b>", "&amp;", "\"", "'", "@", ".", "-", "+", "😀", "Ada", "x@y.z", "\0",
  ]

  /// Whole numbers around every limit a page or a script meets.
  static let wholeNumbers = [
    0, 1, -1, 42, Int.max, Int.min, 9_007_199_254_740_992, 9_007_199_254_740_993,
    -9_007_199_254_740_993, 2026,
  ]

  /// Numbers from the smallest to the largest a `Double` holds.
  static let numbers: [Double] = [
    0, -0.0, 0.1, 3.25, -2.5, 1e21, 1e-7, .leastNonzeroMagnitude, .leastNormalMagnitude,
    .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9_007_199_254_740_994, 123_456.789,
  ]

  /// Seconds since 1970 of dates a date input can and cannot hold.
  static let moments: [TimeInterval] = [
    -62_135_769_600,  // 0001-01-01 00:00 UTC, as Foundation's (Julian) calendar counts it
    -62_135_769_601,  // the second before: 1 BC
    -62_167_305_600,  // 2 January 1 BC
    -1_000_000_000_000,  // before 29,000 BC
    253_402_300_740,  // 9999-12-31 23:59 UTC
    253_402_300_800,  // 10000-01-01
    8_640_000_000_000,  // 275760-09-13, the last day a JavaScript date reaches
    8_640_000_086_400,  // the day after
    -11_676_096_000,  // 1600-01-01
    -14_825_894_400,  // 1500-02-29, a leap day of the Julian calendar only
    1_795_426_200,  // 2026-11-23 09:30
    0, 5_400, 86_399,
  ]

  /// A random text of up to `length` pieces.
  static func text(_ random: inout SeededGenerator, length: Int = 6) -> String {
    (0..<Int.random(in: 0...length, using: &random)).map { _ in random.pick(pieces) }.joined()
  }

  /// A random moment: one of ``moments`` or any second within 300,000 years of 1970.
  static func date(_ random: inout SeededGenerator) -> Date {
    if random.oneIn(3) {
      return Date(
        timeIntervalSince1970: TimeInterval(
          Int.random(in: -9_500_000_000_000...9_500_000_000_000, using: &random)))
    }
    return Date(timeIntervalSince1970: random.pick(moments))
  }

  /// The form for `seed`: the same rows and values for the same seed.
  static func form(seed: UInt64) -> Form {
    var random = SeededGenerator(seed: seed)
    let form = Form()
    let sizes = [FormOption("s", "Small"), FormOption("m", "Medium"), FormOption("l", "Large")]

    /// Hides or disables a row now and then, and gives it a title with text to escape.
    func vary(_ row: BaseRow) -> BaseRow {
      if random.oneIn(10) { row.hidden = true }
      if random.oneIn(10) { row.disabled = true }
      row.title = text(&random, length: 2)
      return row
    }

    form
      +++ Section("Controls")
      <<< vary(LabelRow("label") { $0.value = text(&random) })
      <<< vary(ButtonRow("button"))
      <<< vary(CheckRow("check") { $0.value = random.maybe { Bool.random(using: &$0) } })
      <<< vary(SwitchRow("switch") { $0.value = random.maybe { Bool.random(using: &$0) } })
      <<< vary(
        SliderRow("slider") {
          $0.minimumValue = random.pick([0, -5, 1])
          $0.maximumValue = random.pick([10, 100, 1])
          $0.value = random.maybe { Float.random(in: -20...120, using: &$0) }
        })
      <<< vary(
        StepperRow("stepper") {
          $0.value = random.maybe { Double(Int.random(in: 0...100, using: &$0)) / 4 }
        })
      <<< vary(TextAreaRow("textArea") { $0.value = random.maybe { text(&$0) } })

    form
      +++ Section("Fields")
      <<< vary(TextRow("text") { $0.value = random.maybe { text(&$0) } })
      <<< vary(NameRow("name") { $0.value = random.maybe { text(&$0) } })
      <<< vary(
        URLRow("url") {
          let location = random.pick([
            "https://example.com", "https://example.com/a%20b?q=1#f", "mailto:ada@example.com",
          ])
          $0.value = random.oneIn(4) ? nil : URL(string: location)
        })
      <<< vary(IntRow("int") { $0.value = random.maybe { $0.pick(wholeNumbers) } })
      <<< vary(PhoneRow("phone") { $0.value = random.maybe { text(&$0) } })
      <<< vary(PasswordRow("password") { $0.value = random.maybe { text(&$0) } })
      <<< vary(EmailRow("email") { $0.value = random.maybe { text(&$0) } })
      <<< vary(DecimalRow("decimal") { $0.value = random.maybe { $0.pick(numbers) } })
      <<< vary(TwitterRow("twitter") { $0.value = random.maybe { text(&$0) } })
      <<< vary(AccountRow("account") { $0.value = random.maybe { text(&$0) } })
      <<< vary(ZipCodeRow("zip") { $0.value = random.maybe { text(&$0) } })

    form
      +++ Section("Dates")
      <<< vary(DateRow("date") { $0.value = random.maybe { date(&$0) } })
      <<< vary(TimeRow("time") { $0.value = random.maybe { date(&$0) } })
      <<< vary(DateTimeRow("dateTime") { $0.value = random.maybe { date(&$0) } })
      <<< vary(CountDownRow("countDown") { $0.value = random.maybe { date(&$0) } })
      <<< vary(DateInlineRow("dateInline") { $0.value = random.maybe { date(&$0) } })
      <<< vary(TimeInlineRow("timeInline") { $0.value = random.maybe { date(&$0) } })
      <<< vary(DateTimeInlineRow("dateTimeInline") { $0.value = random.maybe { date(&$0) } })
      <<< vary(CountDownInlineRow("countDownInline") { $0.value = random.maybe { date(&$0) } })
      <<< vary(DatePickerRow("datePicker") { $0.value = random.maybe { date(&$0) } })
      <<< vary(TimePickerRow("timePicker") { $0.value = random.maybe { date(&$0) } })
      <<< vary(DateTimePickerRow("dateTimePicker") { $0.value = random.maybe { date(&$0) } })
      <<< vary(CountDownPickerRow("countDownPicker") { $0.value = random.maybe { date(&$0) } })

    let places = ["Atrium", "Library", "Roof"]
    form
      +++ Section("Pickers")
      <<< vary(
        PickerRow<String>("picker") {
          $0.options = places
          $0.value = random.maybe { $0.pick(places) }
        })
      <<< vary(
        PickerInlineRow<String>("pickerInline") {
          $0.options = places
          $0.value = random.maybe { $0.pick(places) }
        })
      <<< vary(
        PickerInputRow<String>("pickerInput") {
          $0.options = places
          $0.value = random.maybe { $0.pick(places) }
        })
      <<< vary(
        DoublePickerRow<String, Int>("doublePicker") {
          $0.firstOptions = { ["Floor", "Roof"] }
          $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
          $0.value = random.maybe { $0.pick([Tuple(a: "Floor", b: 2), Tuple(a: "Roof", b: 3)]) }
        })
      <<< vary(
        DoublePickerInlineRow<String, Int>("doublePickerInline") {
          $0.firstOptions = { ["Floor", "Roof"] }
          $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
          $0.value = random.maybe { $0.pick([Tuple(a: "Floor", b: 1), Tuple(a: "Roof", b: 3)]) }
        })
      <<< vary(
        DoublePickerInputRow<String, Int>("doublePickerInput") {
          $0.firstOptions = { ["Floor", "Roof"] }
          $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
          $0.value = random.maybe { $0.pick([Tuple(a: "Floor", b: 2), Tuple(a: "Roof", b: 3)]) }
        })
      <<< vary(
        TriplePickerInlineRow<String, String, Int>("triplePickerInline") {
          $0.firstOptions = { ["Europe"] }
          $0.secondOptions = { _ in ["Paris", "Rome"] }
          $0.thirdOptions = { _, _ in [1, 2] }
          $0.value = random.maybe { Tuple3(a: "Europe", b: $0.pick(["Paris", "Rome"]), c: 1) }
        })
      <<< vary(
        TriplePickerRow<String, String, Int>("triplePicker") {
          $0.firstOptions = { ["Europe"] }
          $0.secondOptions = { _ in ["Paris", "Rome"] }
          $0.thirdOptions = { _, _ in [1, 2] }
          $0.value = random.maybe { Tuple3(a: "Europe", b: $0.pick(["Paris", "Rome"]), c: 2) }
        })
      <<< vary(
        TriplePickerInputRow<String, String, Int>("triplePickerInput") {
          $0.firstOptions = { ["Europe"] }
          $0.secondOptions = { _ in ["Paris", "Rome"] }
          $0.thirdOptions = { _, _ in [1, 2] }
          $0.value = random.maybe { Tuple3(a: "Europe", b: "Rome", c: $0.pick([1, 2])) }
        })

    let numbersInWords = ["One", "Two", "Three"]
    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    form
      +++ Section("Options")
      <<< vary(
        AlertRow<String>("alert") {
          $0.options = numbersInWords
          $0.value = random.maybe { $0.pick(numbersInWords) }
        })
      <<< vary(
        ActionSheetRow<String>("actionSheet") {
          $0.options = numbersInWords
          $0.value = random.maybe { $0.pick(numbersInWords) }
        })
      <<< vary(
        PushRow<String>("push") {
          $0.options = ["Red", "Green", "Blue"]
          $0.value = random.maybe { $0.pick(["Red", "Green", "Blue"]) }
        })
      <<< vary(
        PopoverSelectorRow<String>("popover") {
          $0.options = ["North", "South"]
          $0.value = random.maybe { $0.pick(["North", "South"]) }
        })
      <<< vary(
        MultipleSelectorRow<String>("multiple") {
          $0.options = days
          $0.value = random.maybe { random in Set(days.filter { _ in Bool.random(using: &random) })
          }
        })
      <<< vary(
        SegmentedRow<String>("segmented") {
          $0.options = numbersInWords
          $0.value = random.maybe { $0.pick(numbersInWords) }
        })
      <<< vary(
        PushRow<FormOption<String>>("size") {
          $0.options = sizes
          $0.value = random.maybe { $0.pick(sizes) }
        })
      <<< vary(
        LeftRightSelectorRow<String, String>("leftRight") {
          $0.selectorOptions = [
            LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"]),
            LeftRightSelectorOption(leftValue: "Phone", rightOptions: ["Mobile"]),
          ]
          $0.leftValue = "Email"
          $0.value = random.maybe { $0.pick(["Home", "Work"]) }
        })

    form
      +++ Section("TLFormView")
      <<< TitleRow { $0.title = text(&random) }
      <<< vary(
        ImageRow("image") {
          let location = random.pick(["https://example.com/a.png", "https://example.com/%0A.png"])
          $0.value = random.oneIn(4) ? nil : URL(string: location).map { FormImage(url: $0) }
        })
      <<< vary(
        ListRow("tags") {
          $0.value = random.maybe { random in
            (0..<Int.random(in: 0...3, using: &random)).map { _ in text(&random, length: 3) }
          }
          $0.isEditable = true
        })

    let continents = SelectableSection<ListCheckRow<String>>(
      "Continent", selectionType: .singleSelection(enableDeselection: true)
    ) { $0.tag = "continent" }
    let chosenContinent = random.pick(["Africa", "Europe", ""])
    for name in ["Africa", "Europe"] {
      continents
        <<< ListCheckRow<String>(name.lowercased()) {
          $0.selectableValue = name
          $0.value = name == chosenContinent ? name : nil
        }
    }
    form +++ continents

    let toppings = SelectableSection<ListCheckRow<FormOption<Int>>>(
      "Toppings", selectionType: .multipleSelection
    ) { $0.tag = "toppings" }
    for (number, name) in [(1, "Cheese"), (2, "Olives"), (3, "Basil")] {
      let option = FormOption(number, name)
      let chosen = Bool.random(using: &random)
      toppings
        <<< ListCheckRow<FormOption<Int>> {
          $0.selectableValue = option
          $0.value = chosen ? option : nil
        }
    }
    form +++ toppings

    let phones = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
      $0.tag = "phones"
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
    }
    for _ in 0..<Int.random(in: 0...3, using: &random) {
      let value = random.maybe { text(&$0) }
      phones <<< PhoneRow { $0.value = value }
    }
    form +++ phones

    let emails = MultivaluedSection(
      multivaluedOptions: [.Insert, .Delete], insertMode: .lastRow, header: "E-mails"
    ) {
      $0.tag = "emails"
      $0.multivaluedRowToInsertAt = { _ in EmailRow() }
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let value = random.maybe { text(&$0) }
      emails <<< EmailRow { $0.value = value }
    }
    form +++ emails

    let levels = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Levels") {
      $0.tag = "levels"
      $0.multivaluedRowToInsertAt = { _ in SliderRow() }
    }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      let value = random.maybe { Float.random(in: -5...15, using: &$0) }
      levels <<< SliderRow { $0.value = value }
    }
    form +++ levels
    return form
  }
}
