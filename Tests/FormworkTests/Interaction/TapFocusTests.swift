import Formwork
import Testing

// A tap moves focus as in Eureka's form: a row that takes focus gets it; a tap on any other row
// ends editing first.

@Suite("Taps and focus")
struct TapFocusTests {
  private func form() -> Form {
    Form() +++ Section()
      <<< TextRow("name") { $0.add(rule: RuleRequired(msg: "Name required")) }
      <<< TextRow("city")
      <<< CheckRow("agree")
      <<< ButtonRow("send") { $0.title = "Send" }
  }

  @Test("a tap on a text row focuses it")
  func tapFocusesField() throws {
    let form = form()
    try form.tap("name")
    #expect(form.focusedRow?.tag == "name")
    try form.tap("city")
    #expect(form.focusedRow?.tag == "city")
  }

  @Test("a tap on a button ends editing first: the field blurs and validates on blur")
  func tapOnButtonEndsEditing() throws {
    let form = form()
    var focusWhenTapped: String? = "not tapped"
    let send = try #require(form.rowBy(tag: "send") as? ButtonRow)
    send.onCellSelection { _, row in focusWhenTapped = row.form?.focusedRow?.tag }
    try form.tap("name")
    try form.tap("send")
    #expect(form.focusedRow == nil)
    #expect(focusWhenTapped == nil)
    #expect(form.rowBy(tag: "name")?.validationErrors.map(\.msg) == ["Name required"])
  }

  @Test("a tap on a check row ends editing and toggles it")
  func tapOnCheckEndsEditing() throws {
    let form = form()
    try form.tap("city")
    try form.tap("agree")
    #expect(form.focusedRow == nil)
    #expect((form.rowBy(tag: "agree") as? CheckRow)?.value == true)
    #expect(form.rowBy(tag: "city")?.isTouched == true)
  }
}
