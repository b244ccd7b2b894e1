import Formwork
import FormworkHTML
import Testing

/// How a multivalued section of phone numbers takes new items.
enum Insertion: String, Sendable, CaseIterable {
  /// An add button after the items.
  case addButton
  /// An empty last row that becomes an item once it has text.
  case lastRow
  /// No insertion at all (no `.Insert` option).
  case none
}

/// What makes a section read-only.
enum Lock: String, Sendable, CaseIterable {
  /// The form is read-only (`form.disabled`).
  case form
  /// The items and the add button are disabled by a condition on the switch `locked`.
  case condition
}

@Suite("What a request may do to the structure of a form")
struct BindingStructureTests {
  /// A switch `locked` (on), then phone numbers holding `values`, inserted as `insertion` says,
  /// locked as `lock` says.
  static func phones(
    _ values: [String], insertion: Insertion, maximum: Int? = nil, minimum: Int? = nil,
    lock: Lock? = nil
  ) -> (Form, BaseMultivaluedSection) {
    let condition: Condition? = lock == .condition ? "$locked == true" : nil
    let options: MultivaluedOptions = insertion == .none ? [.Delete] : [.Insert, .Delete]
    let configure = { (section: BaseMultivaluedSection) in
      section.tag = "phones"
      section.maximumItems = maximum
      section.minimumItems = minimum
      section.multivaluedRowToInsertAt = { _ in PhoneRow { $0.disabled = condition } }
    }
    let section: BaseMultivaluedSection
    if insertion == .lastRow {
      section = MultivaluedSection(
        multivaluedOptions: options, insertMode: .lastRow, header: "Phones", configure)
    } else {
      section = MultivaluedSection(multivaluedOptions: options, header: "Phones") {
        configure($0)
        $0.addButtonProvider = { _ in ButtonRow { $0.disabled = condition } }
      }
    }
    for value in values {
      section
        <<< PhoneRow {
          $0.value = value
          $0.disabled = condition
        }
    }
    let form = Form() +++ Section() <<< SwitchRow("locked") { $0.value = true } +++ section
    if lock == .form { form.disabled = true }
    return (form, section)
  }

  /// The values of the section's items (`nil` for an item without one).
  static func items(_ section: BaseMultivaluedSection) -> [String?] {
    section.itemRows.map { $0.baseValue as? String }
  }

  static let lockedCases = Insertion.allCases.flatMap { insertion in
    Lock.allCases.map { (insertion, $0) }
  }

  /// What a browser sends for the switch `locked`: `on` while it is enabled, nothing in a
  /// read-only form.
  static func lockSwitch(_ lock: Lock) -> [(String, String)] {
    lock == .form ? [] : [("locked", "on")]
  }

  /// What a refused addition reports: the section is disabled, or, when a condition locks a
  /// section that inserts nothing anyway, it does not insert.
  static func refusal(_ insertion: Insertion, _ lock: Lock) -> BindingIssue {
    insertion == .none && lock == .condition
      ? .multivaluedSection(.notAllowed(section: "section 'phones'", action: .insert))
      : .disabled("phones")
  }

  @Test("A read-only section gains no item from values beyond its items", arguments: lockedCases)
  func valuesAddNothing(insertion: Insertion, lock: Lock) throws {
    let (form, section) = Self.phones(["1"], insertion: insertion, lock: lock)
    let rows = section.allRows.count
    let report = try form.bind(
      FormData(Self.lockSwitch(lock) + [("phones", "111"), ("phones", "999"), ("phones", "888")]))
    #expect(Self.items(section) == ["1"])
    #expect(section.allRows.count == rows)
    #expect(report.issues == [Self.refusal(insertion, lock)])
  }

  @Test("A read-only section's disabled add button is refused", arguments: lockedCases)
  func addButtonRefused(insertion: Insertion, lock: Lock) throws {
    let (form, section) = Self.phones(["1"], insertion: insertion, lock: lock)
    let rows = section.allRows.count
    let report = try form.bind(
      FormData(Self.lockSwitch(lock) + [("phones", "111"), (HTMLFieldNames.addItem, "phones")]))
    #expect(Self.items(section) == ["1"])
    #expect(section.allRows.count == rows)
    #expect(report.action == .addItem(section: "phones"))
    #expect(report.issues == [Self.refusal(insertion, lock), Self.refusal(insertion, lock)])
  }

  @Test(
    "A read-only section submitted as a browser sends it is unchanged, and removes nothing",
    arguments: lockedCases)
  func unchangedAndNoRemoval(insertion: Insertion, lock: Lock) throws {
    let (form, section) = Self.phones(["1", "2"], insertion: insertion, lock: lock)
    let sent = FormData(Self.lockSwitch(lock))
    let report = try form.bind(sent)
    #expect(report.isClean)
    #expect(Self.items(section) == ["1", "2"])
    var removal = sent
    removal.fields.append(FormField(name: HTMLFieldNames.removeItem, value: "0:phones"))
    let removed = try form.bind(removal)
    #expect(removed.issues == [.disabled("phones")])
    #expect(Self.items(section) == ["1", "2"])
  }

  @Test(
    "Every insert mode stops at the section's most items and reports it",
    arguments: [Insertion.addButton, .lastRow])
  func maximumItems(insertion: Insertion) throws {
    let (form, section) = Self.phones(["1"], insertion: insertion, maximum: 2)
    let ten = (1...10).map { ("phones", String($0)) }
    let report = try form.bind(FormData([("locked", "on")] + ten))
    let tooMany = BindingIssue.multivaluedSection(
      .tooManyItems(section: "section 'phones'", maximum: 2, given: 3))
    #expect(report.issues == [tooMany])
    #expect(Self.items(section) == ["1", "2"])
    let add = try form.bind(
      FormData([
        ("locked", "on"), ("phones", "1"), ("phones", "2"), (HTMLFieldNames.addItem, "phones"),
      ]))
    #expect(add.issues == [tooMany])
    #expect(Self.items(section) == ["1", "2"])
  }

  @Test(
    "Every insert mode takes fewer items than its fewest, which validation reports alike",
    arguments: [Insertion.addButton, .lastRow])
  func minimumItems(insertion: Insertion) throws {
    let (form, section) = Self.phones(["1", "2"], insertion: insertion, minimum: 2)
    let report = try form.bind(FormData([("locked", "on"), ("phones", "1")]))
    #expect(report.isClean)
    #expect(Self.items(section) == ["1"])
    #expect(section.validateSection().map(\.msg) == ["At least 2 items are required"])
  }
}
