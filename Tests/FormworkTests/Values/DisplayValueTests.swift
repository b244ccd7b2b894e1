import Formwork
import Foundation
import Testing

// `displayValueFor`: the row's own text unless set, a closure when set, no text when `nil`.

@Suite("Display values")
struct DisplayValueTests {
  @Test(
    "unless set, displayValueFor gives the row's own text: String(describing:) or the formatter's")
  func standardDisplay() throws {
    let count = IntRow("count") { $0.value = 1234 }
    let price = DecimalRow("price") {
      $0.value = 1234.5
      let formatter = NumberFormatter()
      formatter.locale = Locale(identifier: "en_US")
      formatter.numberStyle = .decimal
      $0.formatter = formatter
    }
    let form = Form() +++ Section() <<< count <<< price
    #expect(count.displayText == "1234")
    #expect(price.displayText == "1,234.5")
    let transform = try #require(price.displayValueFor)
    #expect(transform(2.25) == "2.25")
    #expect(transform(nil) == nil)
    #expect(form.allRows.count == 2)
  }

  @Test("a closure set on displayValueFor is used for the cell and the segments")
  func customDisplay() {
    let size = SegmentedRow<Int>("size") {
      $0.options = [1, 2]
      $0.value = 2
      $0.displayValueFor = { $0.map { "size \($0)" } }
    }
    let form = Form() +++ Section() <<< size
    #expect(size.displayText == "size 2")
    #expect(size.cell.control == .segmented(options: ["size 1", "size 2"], selectedIndex: 1))
    #expect(form.rowBy(tag: "size") === size)
  }

  @Test("displayValueFor set to nil shows no text")
  func noDisplay() {
    let row = TextRow("name") {
      $0.value = "Ada"
      $0.displayValueFor = nil
    }
    #expect(row.displayValueFor == nil)
    #expect(row.displayText == nil)
  }

  @Test("the standard closure outlives its row without crashing")
  func closureOutlivesRow() throws {
    var row: IntRow? = IntRow("count") { $0.value = 1 }
    let transform = try #require(row?.displayValueFor)
    #expect(transform(5) == "5")
    row = nil
    #expect(transform(5) == "5")
  }
}
