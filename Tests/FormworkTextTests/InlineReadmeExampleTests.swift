import Formwork
import FormworkText
import Foundation
import Testing

@Suite("The inline rows example of the README")
struct InlineReadmeExampleTests {
  @Test("prints what the README shows")
  func example() throws {
    let lastDay = Date(timeIntervalSince1970: 1_795_996_800)  // 2026-11-30 00:00 UTC
    let christmas = Date(timeIntervalSince1970: 1_798_156_800)  // 2026-12-25 00:00 UTC
    let form =
      Form()
      +++ Section("Event")
      <<< DateInlineRow("day") {
        $0.title = "Day"
        $0.maximumDate = lastDay  // 2026-11-30
      }
      <<< PickerInlineRow<String>("room") {
        $0.title = "Room"
        $0.options = ["Atrium", "Library", "Roof"]
      }

    try form.tap("day")  // the date picker opens below "day"
    let day: DateInlineRow? = form.rowBy(tag: "day")
    try day?.inlineRow?.pick(christmas)  // clamped to 2026-11-30
    try form.tap("room")  // the date picker closes, the room picker opens
    #expect(
      TextPrinter(width: 44).render(form) == """
        ┌─ Event ──────────────────────────────────┐
        │   Day ····················· Nov 30, 2026 │
        │   Room                                   │
        │                                  [◂ – ▸] │
        └──────────────────────────────────────────┘
        """)
  }
}
