import Formwork
import Foundation
import Testing

// Formatting and swipe code as Eureka's README and example app write it: a change that breaks
// such code fails the build, and each test checks the code does what it says.

@Suite("Eureka source compatibility: formatters and swipe actions")
struct FormattingSourceCompatibilityTests {
  @Test("a DecimalFormatter used during input, as in Eureka's example")
  func decimalFormatter() throws {
    let form = Form()
    form +++ Section("Formatters")
      <<< DecimalRow("amount") {
        $0.useFormatterDuringInput = true
        $0.title = "Decimal formatter"
        $0.formatter = DecimalFormatter()
      }
    try form.type("1234", into: "amount")
    let amount: DecimalRow? = form.rowBy(tag: "amount")
    #expect(amount?.value == 12.34)
  }

  @Test("swipe actions, as in Eureka's README")
  func swipeActions() throws {
    var deleted: [String] = []
    let form = Form()
    form +++ Section()
      <<< LabelRow("row") { row in
        let deleteAction = SwipeAction(style: .destructive, title: "Delete") {
          (action, row, completionHandler) in
          deleted.append(row.tag ?? "")
          completionHandler?(true)
        }
        row.trailingSwipe.actions = [deleteAction]
        row.trailingSwipe.performsFirstActionWithFullSwipe = true

        let infoAction = SwipeAction(style: .normal, title: "Info") {
          (action, row, completionHandler) in
          completionHandler?(true)
        }
        row.leadingSwipe.actions = [infoAction]
        row.leadingSwipe.performsFirstActionWithFullSwipe = true
      }
    try form.rowBy(tag: "row")?.fullSwipe(.leading)
    #expect(form.allRows.count == 1)
    try form.rowBy(tag: "row")?.fullSwipe(.trailing)
    #expect(deleted == ["row"])
    #expect(form.allRows.isEmpty)
  }
}
