import Formwork
import Foundation
import Testing

/// Whether a `values()` entry is present and holds `nil` (as opposed to missing).
private func isPresentNil(_ entry: Any??) -> Bool {
  if case .some(.none) = entry { return true }
  return false
}

/// A form with one row of each value type the tests set.
private func profileForm() -> Form {
  Form()
    +++ Section("Profile")
    <<< TextRow("name") { $0.value = "Ada" }
    <<< IntRow("age") { $0.value = 36 }
    <<< DecimalRow("price") { $0.value = 9.5 }
    <<< SwitchRow("more") { $0.value = false }
    <<< URLRow("site")
}

@Suite("Reading values")
struct FormValuesTests {
  @Test("values() has each tagged visible row, nil values included")
  func taggedRowsOnly() {
    let form = Form()
    let text = TextRow("RowTag")
    form +++ Section() <<< text
    #expect(form.values().count == 1)
    #expect(isPresentNil(form.values()["RowTag"]))
    text.value = "Hi!"
    #expect(form.values()["RowTag"] as? String == "Hi!")
    form +++ Section() <<< TextRow { $0.value = "untagged" }
    #expect(form.values().count == 1)
  }

  @Test("hidden rows are left out unless includeHidden is true")
  func hiddenRows() {
    let form = Form() +++ Section() <<< TextRow("RowTag") { $0.value = "Hi!" }
    form +++ Section() <<< TextRow()
    form +++ Section()
      <<< TextRow("InvisibleRowTag") {
        $0.hidden = true
        $0.value = "Bye!"
      }
    #expect(form.allRows.count == 3)
    #expect(form.rows.count == 2)
    #expect(form.values().count == 1)
    #expect(form.values()["InvisibleRowTag"] == nil)
    let all = form.values(includeHidden: true)
    #expect(all.count == 2)
    #expect(all["RowTag"] as? String == "Hi!")
    #expect(all["InvisibleRowTag"] as? String == "Bye!")
  }

  @Test("rows of a hidden section are left out unless includeHidden is true")
  func hiddenSection() {
    let form =
      Form() +++ Section() <<< IntRow("shown") { $0.value = 1 }
      +++ Section { $0.hidden = true } <<< IntRow("inside") { $0.value = 2 }
    #expect(Set(form.values().keys) == ["shown"])
    #expect(form.values(includeHidden: true)["inside"] as? Int == 2)
  }

  @Test("values keep their types")
  func valueTypes() throws {
    let form = profileForm()
    let site = try #require(URL(string: "https://example.com"))
    form.rowBy(tag: "site")?.baseValue = site
    let values = form.values()
    #expect(values["name"] as? String == "Ada")
    #expect(values["age"] as? Int == 36)
    #expect(values["price"] as? Double == 9.5)
    #expect(values["more"] as? Bool == false)
    #expect(values["site"] as? URL == site)
  }
}

@Suite("Setting values by tag")
struct SetValuesTests {
  /// A value of the wrong type for one of `profileForm()`'s rows, and the error it causes.
  enum WrongType: String, CaseIterable, Sendable {
    case stringIntoInt, intIntoDecimal, doubleIntoInt, boolIntoText, floatIntoDecimal
    case stringIntoSwitch, optionalStringIntoInt, stringIntoURL

    var tag: String {
      switch self {
      case .stringIntoInt, .doubleIntoInt, .optionalStringIntoInt: "age"
      case .intIntoDecimal, .floatIntoDecimal: "price"
      case .boolIntoText: "name"
      case .stringIntoSwitch: "more"
      case .stringIntoURL: "site"
      }
    }

    var value: Any? {
      switch self {
      case .stringIntoInt: "12"
      case .intIntoDecimal: 3
      case .doubleIntoInt: 2.5
      case .boolIntoText: true
      case .floatIntoDecimal: Float(1.5)
      case .stringIntoSwitch: "yes"
      case .optionalStringIntoInt: String?.some("40") as Any?
      case .stringIntoURL: "https://example.com"
      }
    }

    var error: FormError {
      switch self {
      case .stringIntoInt, .optionalStringIntoInt:
        .typeMismatch(tag: "age", expected: "Int", given: "String")
      case .intIntoDecimal: .typeMismatch(tag: "price", expected: "Double", given: "Int")
      case .doubleIntoInt: .typeMismatch(tag: "age", expected: "Int", given: "Double")
      case .boolIntoText: .typeMismatch(tag: "name", expected: "String", given: "Bool")
      case .floatIntoDecimal: .typeMismatch(tag: "price", expected: "Double", given: "Float")
      case .stringIntoSwitch: .typeMismatch(tag: "more", expected: "Bool", given: "String")
      case .stringIntoURL: .typeMismatch(tag: "site", expected: "URL", given: "String")
      }
    }
  }

  /// The ways of saying "no value" that `setValues` accepts.
  enum NoValue: String, CaseIterable, Sendable {
    case plainNil, nestedOptionalNil, nsNull, optionalOfNSNull

    var value: Any? {
      switch self {
      case .plainNil: nil
      case .nestedOptionalNil: Int??.some(nil) as Any?
      case .nsNull: NSNull()
      case .optionalOfNSNull: NSNull?.some(NSNull()) as Any?
      }
    }
  }

  @Test("values of the right type are set, and nothing is recorded")
  func goodValues() throws {
    let form = profileForm()
    let site = try #require(URL(string: "https://example.com"))
    try form.setValues(checking: [
      "name": "Grace", "age": 85, "price": 1.25, "more": true, "site": site,
    ])
    let values = form.values()
    #expect(values["name"] as? String == "Grace")
    #expect(values["age"] as? Int == 85)
    #expect(values["price"] as? Double == 1.25)
    #expect(values["more"] as? Bool == true)
    #expect(values["site"] as? URL == site)
    form.setValues(["age": 86])
    #expect(form.values()["age"] as? Int == 86)
    #expect(form.problems.isEmpty)
  }

  @Test("an unknown tag is reported and nothing changes", arguments: ["", "agee", "AGE", " age"])
  func unknownTag(tag: String) {
    let form = profileForm()
    #expect(throws: FormError.unknownTag(tag)) { try form.setValues(checking: [tag: 1]) }
    #expect(form.values()["age"] as? Int == 36)
    form.setValues([tag: 1, "age": 37])
    #expect(form.values()["age"] as? Int == 37)
    #expect(form.problems == [.unknownTag(tag)])
  }

  @Test(
    "a value of the wrong type is reported and the row keeps its value",
    arguments: WrongType.allCases)
  func wrongType(_ wrong: WrongType) {
    let form = profileForm()
    let before = form.values()
    #expect(throws: wrong.error) { try form.setValues(checking: [wrong.tag: wrong.value]) }
    #expect("\(before[wrong.tag] as Any)" == "\(form.values()[wrong.tag] as Any)")
    #expect(form.problems.isEmpty)
    form.setValues([wrong.tag: wrong.value])
    #expect("\(before[wrong.tag] as Any)" == "\(form.values()[wrong.tag] as Any)")
    #expect(form.problems == [wrong.error])
    #expect(throws: wrong.error) { try form.check() }
  }

  @Test("nil in any spelling clears the value", arguments: NoValue.allCases)
  func noValue(_ none: NoValue) throws {
    let form = profileForm()
    try form.setValues(checking: ["age": none.value])
    #expect(isPresentNil(form.values()["age"]))
    form.setValues(["name": none.value])
    #expect(isPresentNil(form.values()["name"]))
    #expect(form.problems.isEmpty)
  }

  @Test("several problems are reported at once, ordered by tag")
  func severalProblems() {
    let form = profileForm()
    let input: [String: Any?] = ["zeta": 1, "price": 3, "name": "Grace", "age": "x"]
    let expected = FormError.several([
      .typeMismatch(tag: "age", expected: "Int", given: "String"),
      .typeMismatch(tag: "price", expected: "Double", given: "Int"),
      .unknownTag("zeta"),
    ])
    #expect(throws: expected) { try form.setValues(checking: input) }
  }

  @Test("the checking version changes nothing when any value is bad")
  func checkingChangesNothing() {
    var changes = 0
    let name = TextRow("name") { $0.value = "Ada" }.onChange { _ in changes += 1 }
    let form = Form() +++ Section() <<< name <<< IntRow("age")
    let log = EventLog(observing: form)
    #expect(throws: FormError.typeMismatch(tag: "age", expected: "Int", given: "String")) {
      try form.setValues(checking: ["name": "Grace", "age": "forty"])
    }
    #expect(name.value == "Ada")
    #expect(!name.wasChanged)
    #expect(changes == 0)
    #expect(log.events.isEmpty)
    #expect(form.problems.isEmpty)
  }

  @Test("the non-throwing version sets the good values and keeps the problems")
  func nonThrowingKeepsProblems() {
    let form = profileForm()
    form.setValues(["zeta": 1, "price": 3, "name": "Grace", "age": "x"])
    #expect(form.values()["name"] as? String == "Grace")
    #expect(form.values()["price"] as? Double == 9.5)
    #expect(form.values()["age"] as? Int == 36)
    let problems: [FormError] = [
      .typeMismatch(tag: "age", expected: "Int", given: "String"),
      .typeMismatch(tag: "price", expected: "Double", given: "Int"),
      .unknownTag("zeta"),
    ]
    #expect(form.problems == problems)
    #expect(throws: FormError.several(problems)) { try form.check() }
    form.removeAllProblems()
    #expect(form.problems.isEmpty)
    #expect(throws: Never.self) { try form.check() }
  }

  @Test("problems from different calls are kept oldest first")
  func problemsInOrder() {
    let form = profileForm()
    form[0] <<< TextRow("name")
    form.setValues(["age": "x"])
    form.rowBy(tag: "price")?.baseValue = "y"
    #expect(
      form.problems == [
        .duplicateTag("name"),
        .typeMismatch(tag: "age", expected: "Int", given: "String"),
        .typeMismatch(tag: "price", expected: "Double", given: "String"),
      ])
  }

  @Test("Eureka's setValues scenario: known tags set, unknown ignored, nil clears")
  func eurekaScenario() {
    let form = Form() +++ Section() <<< IntRow("IntRow") <<< TextRow("TextRow")
    form.setValues(["IntRow": 4, "TextRow": "textRow value!!!", "No existing tag": 2.0])
    let int: IntRow? = form.rowBy(tag: "IntRow")
    let text: TextRow? = form.rowBy(tag: "TextRow")
    #expect(int?.value == 4)
    #expect(text?.value == "textRow value!!!")
    let noInt: Int? = nil
    form.setValues(["IntRow": noInt])
    #expect(int?.value == nil)
    #expect(form.problems == [.unknownTag("No existing tag")])
  }
}

@Suite("Untyped values of a row")
struct BaseValueTests {
  @Test("baseValue reads the typed value")
  func readsTypedValue() {
    let row = IntRow("age") { $0.value = 3 }
    #expect(row.baseValue as? Int == 3)
    #expect(IntRow().baseValue == nil)
  }

  @Test("baseValue of the right type sets the value, nil clears it")
  func setsValue() {
    let form = profileForm()
    let age = form.rowBy(tag: "age")
    age?.baseValue = 40
    #expect(age?.baseValue as? Int == 40)
    age?.baseValue = nil
    #expect(age?.baseValue == nil)
    #expect(form.problems.isEmpty)
  }

  @Test("baseValue of the wrong type keeps the value (Eureka sets nil) and records it")
  func wrongTypeKeepsValue() {
    let form = profileForm()
    let age: IntRow? = form.rowBy(tag: "age")
    age?.baseValue = "forty"
    #expect(age?.value == 36)
    #expect(form.problems == [.typeMismatch(tag: "age", expected: "Int", given: "String")])
  }

  @Test("baseValue of the wrong type keeps the value of a row outside any form")
  func wrongTypeOutsideForm() {
    let row = IntRow("age") { $0.value = 1 }
    row.baseValue = 2.5
    #expect(row.value == 1)
  }

  @Test("setBaseValue throws a type mismatch that names tag, expected and given types")
  func setBaseValueThrows() {
    let form = profileForm()
    let price = form.rowBy(tag: "price")
    #expect(throws: FormError.typeMismatch(tag: "price", expected: "Double", given: "String")) {
      try price?.setBaseValue("cheap")
    }
    #expect(price?.baseValue as? Double == 9.5)
    #expect(form.problems.isEmpty)
  }

  @Test("an untagged row is named by its type and title in errors")
  func untaggedReference() {
    let titled = IntRow { $0.title = "Age" }
    #expect(throws: FormError.typeMismatch(tag: "IntRow 'Age'", expected: "Int", given: "String")) {
      try titled.setBaseValue("x")
    }
    #expect(throws: FormError.typeMismatch(tag: "untagged IntRow", expected: "Int", given: "Bool"))
    {
      try IntRow().setBaseValue(true)
    }
  }

  @Test("error descriptions name the problem and where it is")
  func descriptions() {
    let mismatch = FormError.typeMismatch(tag: "age", expected: "Int", given: "String")
    #expect(mismatch.description.contains("'age'"))
    #expect(mismatch.description.contains("Int"))
    #expect(mismatch.description.contains("String"))
    #expect(FormError.unknownTag("zeta").description.contains("'zeta'"))
    #expect(FormError.duplicateTag("dup").description.contains("'dup'"))
    let several = FormError.several([.unknownTag("a"), .unknownTag("b")])
    #expect(several.description.split(separator: "\n").count == 2)
  }
}

@Suite("Reset values and changes")
struct ResetAndChangeTests {
  @Test("resetRowValue restores resetValue, which does not follow value")
  func resetValue() {
    let form = Form() +++ Section() <<< IntRow("int") <<< TextRow("text")
    let int: IntRow? = form.rowBy(tag: "int")
    let text: TextRow? = form.rowBy(tag: "text")
    int?.resetValue = 0
    int?.value = 4
    #expect(int?.resetValue == 0)
    int?.resetRowValue()
    #expect(int?.value == 0)
    text?.resetValue = "default"
    text?.value = "typed"
    text?.resetRowValue()
    #expect(text?.value == "default")
  }

  @Test("resetRowValue with no resetValue clears the value")
  func resetToNil() {
    let row = IntRow("int") { $0.value = 4 }
    let form = Form() +++ Section() <<< row
    row.resetRowValue()
    #expect(row.value == nil)
    #expect(isPresentNil(form.values()["int"]))
  }

  @Test("a value set before the row joins a form is not a change")
  func initialValueIsNotAChange() {
    let row = IntRow("age") { $0.value = 3 }
    row.value = 4
    #expect(!row.wasChanged)
    let form = Form() +++ Section() <<< row
    #expect(!row.wasChanged)
    #expect(form.values()["age"] as? Int == 4)
  }

  @Test("a value set while the row is in a form is a change")
  func changeInForm() {
    let row = IntRow("age") { $0.value = 3 }
    let form = Form() +++ Section() <<< row
    row.value = 5
    #expect(row.wasChanged)
    let other = TextRow("name")
    form[0] <<< other
    form.setValues(["name": "Ada"])
    #expect(other.wasChanged)
  }
}
