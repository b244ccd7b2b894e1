import Formwork
import Foundation
import Testing

/// A row holding Foundation's boxed numbers, as a form fed from Objective-C code might have.
private final class BoxedNumberCell: Cell<NSNumber>, CellType {}
private final class BoxedNumberRow: Row<BoxedNumberCell>, RowType {}

/// Values from `JSONSerialization`: numbers and Booleans both arrive as `NSNumber`, which
/// Foundation bridges to `Bool` when it holds 0 or 1 and to `Int` when it holds a Boolean.
@Suite("Values from JSONSerialization")
struct FoundationNumberTests {
  private static func json(_ text: String) throws -> [String: Any?] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any]).mapValues { $0 }
  }

  private static func form() -> Form {
    Form()
      +++ Section()
      <<< SwitchRow("on") { $0.value = false }
      <<< IntRow("count") { $0.value = 7 }
      <<< DecimalRow("amount")
  }

  @Test("a Boolean fills a switch and a number fills number rows")
  func matchingTypes() throws {
    let form = Self.form()
    form.setValues(try Self.json(#"{"on": true, "count": 3, "amount": 1}"#))
    #expect(form.problems.isEmpty)
    #expect((form.rowBy(tag: "on") as? SwitchRow)?.value == true)
    #expect((form.rowBy(tag: "count") as? IntRow)?.value == 3)
    #expect((form.rowBy(tag: "amount") as? DecimalRow)?.value == 1)
  }

  @Test(
    "1 is not a Boolean and true is not a number",
    arguments: [
      #"{"on": 1}"#, #"{"on": 0}"#, #"{"count": true}"#, #"{"count": false}"#,
    ])
  func swappedTypes(text: String) throws {
    let form = Self.form()
    let values = try Self.json(text)
    #expect(throws: FormError.self) { try form.setValues(checking: values) }
    form.setValues(values)
    #expect(form.problems.count == 1)
    #expect((form.rowBy(tag: "on") as? SwitchRow)?.value == false)
    #expect((form.rowBy(tag: "count") as? IntRow)?.value == 7)
  }

  @Test("a mismatch names the type the same way on every platform")
  func mismatchNames() throws {
    let form = Self.form()
    let values = try Self.json(#"{"on": 1, "count": true}"#)
    #expect(throws: FormError.self) { try form.setValues(checking: values) }
    do {
      try form.setValues(checking: values)
    } catch {
      let text = String(describing: error)
      #expect(text.contains("NSNumber"))
      #expect(text.contains("Bool"))
      #expect(!text.contains("__NS"))
    }
  }

  @Test("boxed numbers export as the JSON they stand for")
  func export() throws {
    let form =
      Form() +++ Section()
      <<< BoxedNumberRow("yes") { $0.value = NSNumber(value: true) }
      <<< BoxedNumberRow("one") { $0.value = NSNumber(value: 1) }
      <<< BoxedNumberRow("half") { $0.value = NSNumber(value: 0.5) }
      <<< BoxedNumberRow("two") { $0.value = NSNumber(value: 2.0) }
    #expect(
      try form.formValue()
        == .object(["yes": .bool(true), "one": .int(1), "half": .double(0.5), "two": .double(2)]))
    #expect(String(decoding: try form.jsonData(), as: UTF8.self).contains(#""yes":true"#))
  }

  @Test("a boxed number reads back into a number row, a Boolean into a Boolean row")
  func roundTrip() throws {
    let form = Self.form()
    let parameters = try Self.json(#"{"on": true, "count": 12}"#)
    try form.setValues(checking: parameters)
    let again = Self.form()
    try again.setValues(checking: form.httpParameters().mapValues { $0 })
    #expect((again.rowBy(tag: "on") as? SwitchRow)?.value == true)
    #expect((again.rowBy(tag: "count") as? IntRow)?.value == 12)
  }
}
