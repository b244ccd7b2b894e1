import Formwork
import Foundation

/// A form and the keys pressed in it, whose last frame (40×12) is compared with
/// `Screens/<name>.txt`.
struct RunnerScenario: Sendable, CustomStringConvertible {
  let name: String
  let makeForm: @Sendable () -> Form
  let keys: [String]

  var description: String { name }
}

/// The scenarios of `RunnerScreenTests`: a row kind or behaviour each.
let runnerScenarios: [RunnerScenario] = [
  RunnerScenario(
    name: "text-rows",
    makeForm: {
      Form()
        +++ Section("Person")
        <<< TextRow("name") {
          $0.title = "Name"
          $0.placeholder = "Ada"
        }
        <<< LabelRow("note") { $0.title = "A label" }
        <<< IntRow("age") { $0.title = "Age" }
        <<< PasswordRow("secret") { $0.title = "PIN" }
    },
    keys: ["Ad", Keys.left, Keys.left, "L", Keys.end, "a", Keys.tab, "4x", Keys.tab, "12"]),
  RunnerScenario(
    name: "controls",
    makeForm: {
      Form()
        +++ Section("Controls")
        <<< SwitchRow("switch") { $0.title = "Switch" }
        <<< CheckRow("check") { $0.title = "Check" }
        <<< SliderRow("slider") {
          $0.title = "Slider"
          $0.value = 5
          $0.maximumValue = 10
          $0.steps = 10
        }
        <<< StepperRow("stepper") {
          $0.title = "Stepper"
          $0.value = 2
          $0.stepValue = 2
        }
        <<< SegmentedRow<String>("size") {
          $0.title = "Size"
          $0.options = ["S", "M", "L"]
        }
    },
    keys: [
      Keys.space, Keys.down, Keys.enter, Keys.down, Keys.right, Keys.right, Keys.down, Keys.left,
      Keys.down, Keys.right, Keys.right,
    ]),
  RunnerScenario(
    name: "selector-filtered",
    makeForm: fruitForm, keys: [Keys.enter, "ap", Keys.down]),
  RunnerScenario(
    name: "selector-chosen",
    makeForm: fruitForm, keys: [Keys.enter, "ap", Keys.down, Keys.enter]),
  RunnerScenario(
    name: "selector-nothing-matches",
    makeForm: fruitForm, keys: [Keys.enter, "zz", Keys.enter]),
  RunnerScenario(
    name: "selector-lazy-options",
    makeForm: {
      Form()
        +++ Section("Fruit")
        <<< PushRow<String>("fruit") {
          $0.title = "Fruit"
          $0.optionsProvider = .lazy { _, done in done(["Fig", "Lime"]) }
        }
    },
    keys: [Keys.enter, Keys.down]),
  RunnerScenario(
    name: "multiple-selector",
    makeForm: {
      Form()
        +++ Section("Days")
        <<< MultipleSelectorRow<String>("days") {
          $0.title = "Days"
          $0.options = ["Mon", "Tue", "Wed"]
        }
    },
    keys: [Keys.enter, Keys.space, Keys.down, Keys.down, Keys.space]),
  RunnerScenario(
    name: "date-parts",
    makeForm: {
      Form()
        +++ Section("When")
        <<< DateRow("day") {
          $0.title = "Day"
          $0.value = Date(timeIntervalSince1970: 1_700_000_000)
        }
    },
    keys: [Keys.enter, Keys.up, Keys.right, "02", Keys.up]),
  RunnerScenario(
    name: "date-limits",
    makeForm: {
      Form()
        +++ Section("When")
        <<< DateRow("day") {
          $0.title = "Day"
          $0.value = Date(timeIntervalSince1970: 1_700_000_000)
          $0.maximumDate = Date(timeIntervalSince1970: 1_700_000_000 + 86_400)
        }
    },
    keys: [Keys.enter, Keys.right, Keys.right, Keys.up, Keys.up, Keys.up]),
  RunnerScenario(
    name: "time-interval",
    makeForm: {
      Form()
        +++ Section("When")
        <<< TimeRow("time") {
          $0.title = "Time"
          $0.value = Date(timeIntervalSince1970: 36_000)
          $0.minuteInterval = 15
        }
    },
    keys: [Keys.enter, Keys.right, Keys.up, Keys.up]),
  RunnerScenario(
    name: "picker-wheels",
    makeForm: {
      Form()
        +++ Section("Place")
        <<< DoublePickerRow<String, Int>("place") {
          $0.title = "Place"
          $0.firstOptions = { ["Floor", "Roof"] }
          $0.secondOptions = { $0 == "Floor" ? [1, 2] : [3] }
          $0.value = Tuple(a: "Floor", b: 1)
        }
    },
    keys: [Keys.enter, Keys.right, Keys.down]),
  RunnerScenario(
    name: "inline-expanded",
    makeForm: {
      Form()
        +++ Section("Meal")
        <<< PickerInlineRow<String>("meal") {
          $0.title = "Meal"
          $0.options = ["Soup", "Salad"]
          $0.value = "Soup"
        }
        <<< TextRow("note") { $0.title = "Note" }
    },
    keys: [Keys.enter, Keys.down, Keys.enter, Keys.down]),
  RunnerScenario(
    name: "multivalued",
    makeForm: {
      Form()
        +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "People") {
          $0.tag = "people"
          $0.multivaluedRowToInsertAt = { _ in NameRow { $0.placeholder = "Name" } }
        }
    },
    keys: [Keys.enter, "Ada", Keys.controlN, "Grace", Keys.controlN, "X", Keys.controlD]),
  RunnerScenario(
    name: "selectable-section",
    makeForm: {
      Form()
        +++ SelectableSection<ListCheckRow<String>>(
          "Colour", selectionType: .singleSelection(enableDeselection: false))
        <<< ListCheckRow<String>("red") {
          $0.title = "Red"
          $0.selectableValue = "red"
        }
        <<< ListCheckRow<String>("blue") {
          $0.title = "Blue"
          $0.selectableValue = "blue"
        }
    },
    keys: [Keys.space, Keys.down, Keys.space]),
  RunnerScenario(
    name: "submit-invalid",
    makeForm: {
      Form()
        +++ Section("Sign up")
        <<< TextRow("name") {
          $0.title = "Name"
          $0.add(rule: RuleRequired())
        }
        <<< EmailRow("email") {
          $0.title = "E-mail"
          $0.add(rule: RuleEmail())
          $0.value = "ada@"
        }
    },
    keys: [Keys.tab, Keys.controlS]),
  RunnerScenario(
    name: "condition-shows-row",
    makeForm: {
      Form()
        +++ Section("Trip")
        <<< SwitchRow("return") { $0.title = "Return" }
        <<< DateRow("back") {
          $0.title = "Back on"
          $0.hidden = "$return == false"
        }
        <<< TextRow("note") { $0.title = "Note" }
    },
    keys: [Keys.space, Keys.down]),
  RunnerScenario(
    name: "disabled-skipped",
    makeForm: {
      Form()
        +++ Section("Rows")
        <<< TextRow("first") { $0.title = "First" }
        <<< TextRow("locked") {
          $0.title = "Locked"
          $0.disabled = true
        }
        <<< TextRow("last") { $0.title = "Last" }
    },
    keys: [Keys.down, "z"]),
  RunnerScenario(
    name: "page-down",
    makeForm: {
      let section = Section("Many")
      for index in 0..<30 { section <<< TextRow("t\(index)") { $0.title = "Row \(index)" } }
      return Form() +++ section
    },
    keys: [Keys.pageDown, Keys.down]),
  RunnerScenario(
    name: "unknown-sequences",
    makeForm: {
      Form() +++ Section("Name") <<< TextRow("name") { $0.title = "Name" }
    },
    keys: [
      "A", "\u{1B}[15~", "\u{1B}[99;99Z", "\u{1B}Ox", "b", "\u{1B}[200~pasted\ntext\u{1B}[201~",
    ]),
  RunnerScenario(
    name: "media-rows",
    makeForm: mediaForm,
    keys: [
      Keys.enter, "/photos/me.png", Keys.enter, Keys.down, Keys.enter, "swift", Keys.enter, "tui",
      Keys.enter, Keys.enter, Keys.controlN, "x", Keys.enter, Keys.escape, Keys.controlD,
    ]),
  RunnerScenario(
    name: "list-prompt",
    makeForm: mediaForm,
    keys: [Keys.down, Keys.enter, "forms"]),
]

/// A selector row of four fruits.
@Sendable private func fruitForm() -> Form {
  Form()
    +++ Section("Fruit")
    <<< PushRow<String>("fruit") {
      $0.title = "Fruit"
      $0.options = ["Apple", "Banana", "Cherry", "Apricot"]
    }
}

/// A title, an image, an editable list and a text row.
@Sendable func mediaForm() -> Form {
  Form()
    +++ Section("Profile")
    <<< TitleRow { $0.title = "About you" }
    <<< ImageRow("avatar") { $0.title = "Avatar" }
    <<< ListRow("tags") {
      $0.title = "Tags"
      $0.isEditable = true
    }
    <<< TextRow("name") { $0.title = "Name" }
}
