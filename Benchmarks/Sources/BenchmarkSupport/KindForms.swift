import Formwork
import Foundation

extension BenchmarkForms {
  /// A fixed moment for the date rows: 2026-11-23 09:30 UTC.
  static let moment = Date(timeIntervalSince1970: 1_795_426_200)

  /// Makes the `k`th row of ``everyRowKind(rows:)``, tagged `tag`.
  typealias RowMaker = @Sendable (_ tag: String, _ k: Int) -> BaseRow

  /// One maker per row kind whose settings travel in a schema (``Form/schema()``).
  ///
  /// Every row of the catalog is here but the double and triple pickers and
  /// `LeftRightSelectorRow`, whose options are closures, and `ListCheckRow`, which lives in a
  /// selectable section (``everySectionKind(rows:)`` has it). Each row has a title and a value where it takes one.
  static let rowMakers: [RowMaker] = [
    { tag, k in
      LabelRow(tag) {
        $0.title = "Label \(k)"
        $0.value = "read only \(k)"
      }
    },
    { tag, k in ButtonRow(tag) { $0.title = "Button \(k)" } },
    { tag, k in
      CheckRow(tag) {
        $0.title = "Check \(k)"
        $0.value = k % 2 == 0
      }
    },
    { tag, k in
      SwitchRow(tag) {
        $0.title = "Switch \(k)"
        $0.value = k % 3 == 0
      }
    },
    { tag, k in
      SliderRow(tag) {
        $0.title = "Slider \(k)"
        $0.value = Float(k % 10)
      }
    },
    { tag, k in
      StepperRow(tag) {
        $0.title = "Stepper \(k)"
        $0.value = Double(k % 7)
      }
    },
    { tag, k in
      TextAreaRow(tag) {
        $0.title = "Notes \(k)"
        $0.value = "Line one\nline \(k)"
      }
    },
    { tag, k in TitleRow(tag) { $0.title = "Title \(k)" } },
    { tag, k in NoteRow(tag) { $0.value = "A note, *row \(k)*:\n- one\n- two" } },
    { tag, k in
      ImageRow(tag) {
        $0.title = "Image \(k)"
        $0.placeholder = "No image"
      }
    },
    { tag, k in
      ListRow(tag) {
        $0.title = "List \(k)"
        $0.value = ["a\(k)", "b\(k)"]
      }
    },
    { tag, k in
      TextRow(tag) {
        $0.title = "Text \(k)"
        $0.value = "value \(k) <&>"
      }
    },
    { tag, k in
      NameRow(tag) {
        $0.title = "Name \(k)"
        $0.value = "Ada \(k)"
      }
    },
    { tag, k in
      URLRow(tag) {
        $0.title = "URL \(k)"
        $0.value = URL(string: "https://e.org/\(k)")
      }
    },
    { tag, k in
      IntRow(tag) {
        $0.title = "Int \(k)"
        $0.value = k * 7
      }
    },
    { tag, k in
      PhoneRow(tag) {
        $0.title = "Phone \(k)"
        $0.value = "+44 20 7946 \(k)"
      }
    },
    { tag, k in
      PasswordRow(tag) {
        $0.title = "Password \(k)"
        $0.value = "secret\(k)"
      }
    },
    { tag, k in
      EmailRow(tag) {
        $0.title = "Email \(k)"
        $0.value = "a\(k)@example.com"
      }
    },
    { tag, k in
      DecimalRow(tag) {
        $0.title = "Decimal \(k)"
        $0.value = Double(k) + 0.25
      }
    },
    { tag, k in
      TwitterRow(tag) {
        $0.title = "Twitter \(k)"
        $0.value = "@ada\(k)"
      }
    },
    { tag, k in
      AccountRow(tag) {
        $0.title = "Account \(k)"
        $0.value = "ada\(k)"
      }
    },
    { tag, k in
      ZipCodeRow(tag) {
        $0.title = "Zip \(k)"
        $0.value = "EC1A \(k)"
      }
    },
    { tag, k in
      DateRow(tag) {
        $0.title = "Date \(k)"
        $0.value = moment
      }
    },
    { tag, k in
      TimeRow(tag) {
        $0.title = "Time \(k)"
        $0.value = moment
      }
    },
    { tag, k in
      DateTimeRow(tag) {
        $0.title = "Date and time \(k)"
        $0.value = moment
      }
    },
    { tag, k in
      CountDownRow(tag) {
        $0.title = "Count down \(k)"
        $0.value = moment
      }
    },
    { tag, k in
      DateInlineRow(tag) {
        $0.title = "Date inline \(k)"
        $0.value = moment
      }
    },
    { tag, k in
      DatePickerRow(tag) {
        $0.title = "Date picker \(k)"
        $0.value = moment
      }
    },
    { tag, k in
      PushRow<String>(tag) {
        $0.title = "Push \(k)"
        $0.options = ["Red", "Green", "Blue"]
        $0.value = "Green"
      }
    },
    { tag, k in
      PopoverSelectorRow<Int>(tag) {
        $0.title = "Popover \(k)"
        $0.options = [1, 2, 3]
        $0.value = 2
      }
    },
    { tag, k in
      AlertRow<String>(tag) {
        $0.title = "Alert \(k)"
        $0.options = ["One", "Two"]
        $0.value = "Two"
      }
    },
    { tag, k in
      ActionSheetRow<String>(tag) {
        $0.title = "Action sheet \(k)"
        $0.options = ["One", "Two"]
      }
    },
    { tag, k in
      SegmentedRow<String>(tag) {
        $0.title = "Segmented \(k)"
        $0.options = ["A", "B", "C"]
        $0.value = "B"
      }
    },
    { tag, k in
      MultipleSelectorRow<String>(tag) {
        $0.title = "Days \(k)"
        $0.options = ["Mon", "Tue", "Wed"]
        $0.value = ["Mon", "Wed"]
      }
    },
    { tag, k in
      PickerRow<String>(tag) {
        $0.title = "Picker \(k)"
        $0.options = ["Atrium", "Library", "Roof"]
        $0.value = "Roof"
      }
    },
    { tag, k in
      PickerInlineRow<Double>(tag) {
        $0.title = "Picker inline \(k)"
        $0.options = [0.5, 1, 1.5]
        $0.value = 1
      }
    },
    { tag, k in
      PickerInputRow<FormOption<String>>(tag) {
        $0.title = "Size \(k)"
        $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
        $0.value = FormOption("l", "Large")
      }
    },
  ]

  /// How many row kinds ``everyRowKind(rows:)`` cycles through.
  public static var rowKindCount: Int { rowMakers.count }

  /// A form of `rows` rows, ten to a section, cycling through every row kind whose settings
  /// travel in a schema (see ``rowKindCount``), each with a title and a value where it takes one.
  ///
  /// Row `i` is tagged `"r\(i)"`, but for title and note rows, which have no tag in a schema's
  /// sense and are tagged all the same.
  ///
  /// - Parameter rows: How many rows; a multiple of ten.
  /// - Returns: A new form, the same at every call.
  public static func everyRowKind(rows: Int) -> Form {
    let form = Form()
    for sectionIndex in 0..<(rows / 10) {
      let section = Section("Section \(sectionIndex)")
      for index in 0..<10 {
        let k = sectionIndex * 10 + index
        section.append(rowMakers[k % rowMakers.count]("r\(k)", k))
      }
      form.append(section)
    }
    return form
  }

  /// A form of `rows` rows in sections of ten, cycling through every kind of section: a plain
  /// section with a header and a footer, a selectable section of single selection, one of
  /// multiple selection (both of `ListCheckRow<String>`), and a multivalued section of text
  /// rows that can be inserted, deleted and reordered.
  ///
  /// Sections are tagged `"s\(i)"`; the rows of plain sections `"r\(k)"`, the options of
  /// selectable ones `"r\(k)"` with their value `"option \(k)"`; the items of multivalued
  /// sections have no tag.
  ///
  /// - Parameter rows: How many rows; a multiple of ten.
  /// - Returns: A new form, the same at every call.
  public static func everySectionKind(rows: Int) -> Form {
    let form = Form()
    for sectionIndex in 0..<(rows / 10) {
      let first = sectionIndex * 10
      switch sectionIndex % 4 {
      case 0:
        let section = Section(header: "Plain \(sectionIndex)", footer: "Footer \(sectionIndex)")
        section.tag = "s\(sectionIndex)"
        for k in first..<(first + 10) {
          section.append(rowMakers[k % 3 == 0 ? 11 : k % 3 == 1 ? 14 : 3]("r\(k)", k))
        }
        form.append(section)
      case 1, 2:
        let single = sectionIndex % 4 == 1
        let section = SelectableSection<ListCheckRow<String>>(
          "Choose \(sectionIndex)",
          selectionType: single ? .singleSelection(enableDeselection: true) : .multipleSelection
        ) { $0.tag = "s\(sectionIndex)" }
        for k in first..<(first + 10) {
          section.append(
            ListCheckRow<String>("r\(k)") {
              $0.title = "Option \(k)"
              $0.selectableValue = "option \(k)"
              if k % (single ? 10 : 3) == 0 { $0.value = "option \(k)" }
            })
        }
        form.append(section)
      default:
        let section = MultivaluedSection(
          multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Items \(sectionIndex)"
        ) { $0.tag = "s\(sectionIndex)" }
        for k in first..<(first + 10) {
          section.insert(
            TextRow { $0.value = "item \(k)" }, at: section.itemCount)
        }
        form.append(section)
      }
    }
    return form
  }
}
