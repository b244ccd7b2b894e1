import Formwork
import Foundation
import Testing

/// A custom cell as a Eureka user writes one: a star rating drawn as text, a tap adds a star.
private final class RatingCell: Cell<Int>, CellType {
  override func setup() {
    super.setup()
    control = .custom("stars")
  }

  override func update() {
    super.update()
    let stars = min(max(row?.value ?? 0, 0), 5)
    valueText = String(repeating: "*", count: stars) + String(repeating: ".", count: 5 - stars)
  }

  override func didSelect() {
    row.value = (row.value ?? 0) % 5 + 1
  }
}

private final class RatingRow: Row<RatingCell>, RowType {
  var selections = 0

  override func customDidSelect() {
    selections += 1
  }
}

/// A custom value type typed into a field row: a percentage written as `50%`.
private struct Percent: Equatable, InputTypeInitiable, CustomStringConvertible {
  var value: Int

  init(_ value: Int) { self.value = value }

  init?(string: String) {
    guard string.hasSuffix("%"), let number = Int(string.dropLast()) else { return nil }
    value = number
  }

  var description: String { "\(value)%" }
}

private final class PercentCell: FieldCell<Percent>, CellType {
  override var keyboardType: KeyboardType { .numberPad }
}

private final class PercentRow: FieldRow<PercentCell>, RowType {}

@Suite("Custom rows")
struct CustomRowTests {
  private func ratingForm() -> Form {
    Form()
      +++ Section("Review")
      <<< RatingRow("rating") {
        $0.title = "Rating"
        $0.value = 3
      }
      <<< TextRow("why") {
        $0.hidden = .function(["rating"]) { form in
          let rating: RatingRow? = form.rowBy(tag: "rating")
          return (rating?.value ?? 0) >= 3
        }
      }
  }

  @Test("a custom row joins a form with the operators and is found by tag")
  func operatorsAndTags() {
    let form = ratingForm()
    let typed: RatingRow? = form.rowBy(tag: "rating")
    let generic: RowOf<Int>? = form.rowBy(tag: "rating")
    #expect(typed != nil)
    #expect(generic === typed)
    #expect(typed?.indexPath == IndexPath(row: 0, section: 0))
    #expect(form.rowTags == ["rating"])
  }

  @Test("its cell draws what its update() says")
  func cellDrawing() throws {
    let form = ratingForm()
    let rating: RatingRow = try #require(form.rowBy(tag: "rating"))
    #expect(rating.cell.valueText == "***..")
    #expect(rating.cell.control == .custom("stars"))
    #expect(rating.cell.title == "Rating")
    rating.value = 5
    #expect(rating.cell.valueText == "*****")
  }

  @Test("a tap runs the cell's didSelect, customDidSelect and onCellSelection")
  func tapping() throws {
    var selections: [Int?] = []
    let form = ratingForm()
    let rating: RatingRow = try #require(form.rowBy(tag: "rating"))
    rating.onCellSelection { _, row in selections.append(row.value) }
    try form.tap("rating")
    try form.tap("rating")
    try form.tap("rating")
    #expect(selections == [4, 5, 1])
    #expect(rating.selections == 3)
    #expect(rating.cell.valueText == "*....")
  }

  @Test("its callbacks run like a built-in row's")
  func callbacks() throws {
    var changes: [Int?] = []
    var updates = 0
    var setups = 0
    let row = RatingRow("stars")
      .onChange { changes.append($0.value) }
      .cellSetup { _, _ in setups += 1 }
      .cellUpdate { cell, _ in
        updates += 1
        cell.accessory = .detailButton
      }
    let form = Form() +++ Section() <<< row
    _ = row.displayedCell
    try row.tap()
    form.setValues(["stars": 4])
    #expect(changes == [1, 4])
    #expect(setups == 1)
    #expect(updates == 3)
    #expect(row.cell.accessory == .detailButton)
  }

  @Test("its value drives conditions of other rows")
  func conditions() throws {
    let form = ratingForm()
    form.setValues(["rating": 2])
    #expect(form.rowTags == ["rating", "why"])
    form.setValues(["rating": 4])
    #expect(form.rowTags == ["rating"])
  }

  @Test("its values are read and set by tag, with type errors reported")
  func values() {
    let form = ratingForm()
    #expect(form.values()["rating"] as? Int == 3)
    #expect(throws: FormError.typeMismatch(tag: "rating", expected: "Int", given: "String")) {
      try form.setValues(checking: ["rating": "four"])
    }
    form.setValues(["rating": 4.5])
    #expect(form.values()["rating"] as? Int == 3)
    #expect(form.problems == [.typeMismatch(tag: "rating", expected: "Int", given: "Double")])
  }

  @Test("it cannot be typed into or focused, and refuses taps while disabled")
  func refusals() throws {
    let form = ratingForm()
    let rating: RatingRow = try #require(form.rowBy(tag: "rating"))
    #expect(throws: InteractionError.unsupported(row: "rating", action: .type)) {
      try rating.typeText("5")
    }
    #expect(throws: InteractionError.cannotBecomeFirstResponder(row: "rating")) {
      try rating.focus()
    }
    rating.disabled = true
    #expect(throws: InteractionError.disabled(row: "rating")) { try rating.tap() }
    #expect(rating.value == 3)
    #expect(rating.selections == 0)
    #expect(rating.cell.isDisabled)
  }

  @Test("a custom field row parses typed text into its own value type")
  func customFieldRow() throws {
    let form = Form() +++ Section() <<< PercentRow("share") { $0.placeholder = "0%" }
    let share: PercentRow = try #require(form.rowBy(tag: "share"))
    #expect(share.cell.control == .textField(TextFieldStyle(keyboard: .numberPad)))
    #expect(share.cell.placeholder == "0%")
    try form.type("50%", into: "share")
    #expect(share.value == Percent(50))
    #expect(share.inputError == nil)
    try share.replaceText(with: "half")
    #expect(share.value == Percent(50))
    #expect(share.inputError == InputError(row: "share", text: "half", expected: "Percent"))
    #expect(throws: FormError.typeMismatch(tag: "share", expected: "Percent", given: "Int")) {
      try form.setValues(checking: ["share": 50])
    }
    try form.setValues(checking: ["share": Percent(75)])
    #expect(share.cell.valueText == "75%")
  }
}
