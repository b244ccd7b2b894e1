import Formwork
import FormworkText
import Foundation
import Testing

@Suite("Printing date rows")
struct DateRowPrintingTests {
  static let moment = Date(timeIntervalSince1970: 1_795_358_240)  // 2026-11-22 14:37:20 UTC

  /// Every date row with the same value, a row without one, and a typed date that did not parse.
  static func form() -> Form {
    let moment = Self.moment
    return Form()
      +++ Section("Fields")
      <<< DateRow("date") {
        $0.title = "Date"
        $0.value = moment
      }
      <<< TimeRow("time") {
        $0.title = "Time"
        $0.value = moment
      }
      <<< DateTimeRow("dateTime") {
        $0.title = "Date and time"
        $0.value = moment
      }
      <<< CountDownRow("countDown") {
        $0.title = "Count down"
        $0.value = moment
      }
      <<< DateRow("empty") {
        $0.title = "No date"
        $0.noValueDisplayText = "Pick one"
      }
      <<< DateRow("typed") { $0.title = "Typed" }
      +++ Section("Inline")
      <<< DateInlineRow("dateInline") {
        $0.title = "Date"
        $0.value = moment
      }
      <<< TimeInlineRow("timeInline") {
        $0.title = "Time"
        $0.value = moment
      }
      <<< DateTimeInlineRow("dateTimeInline") {
        $0.title = "Date and time"
        $0.value = moment
      }
      <<< CountDownInlineRow("countDownInline") {
        $0.title = "Count down"
        $0.value = moment
      }
      +++ Section("Pickers")
      <<< DatePickerRow("datePicker") { $0.value = moment }
      <<< TimePickerRow("timePicker") {
        $0.title = "Time"
        $0.value = moment
      }
      <<< DateTimePickerRow("dateTimePicker") { $0.value = moment }
      <<< CountDownPickerRow("countDownPicker") { $0.value = moment }
      <<< DatePickerRow("emptyPicker")
  }

  @Test("in Unicode, date rows show their text and pickers their wheel")
  func unicode() throws {
    let form = Self.form()
    try form.type("2026-11-3x", into: "typed")
    let text = TextPrinter(width: 50).render(form)
    #expect(
      text == """
        ┌─ Fields ───────────────────────────────────────┐
        │   Date ·························· Nov 22, 2026 │
        │   Time ······························· 2:37 PM │
        │   Date and time ············ 11/22/26, 2:37 PM │
        │   Count down ············· 14 hours 37 minutes │
        │   No date ························· ‹Pick one› │
        │ ▸ Typed ··························· 2026-11-3x │
        └────────────────────────────────────────────────┘

        ┌─ Inline ───────────────────────────────────────┐
        │   Date ·························· Nov 22, 2026 │
        │   Time ······························· 2:37 PM │
        │   Date and time ············ 11/22/26, 2:37 PM │
        │   Count down ············· 14 hours 37 minutes │
        └────────────────────────────────────────────────┘

        ┌─ Pickers ──────────────────────────────────────┐
        │                             [◂ Nov 22, 2026 ▸] │
        │   Time ························· [◂ 2:37 PM ▸] │
        │                        [◂ 11/22/26, 2:37 PM ▸] │
        │                      [◂ 14 hours 37 minutes ▸] │
        │                                        [◂ – ▸] │
        └────────────────────────────────────────────────┘
        """)
  }

  @Test("in ASCII, an expanded inline row shows its picker right below it")
  func ascii() throws {
    let form = Self.form()
    try form.tap("timeInline")
    let text = TextPrinter(width: 50, charset: .ascii).render(form)
    #expect(
      text == """
        +- Fields ---------------------------------------+
        |   Date .......................... Nov 22, 2026 |
        |   Time ............................... 2:37\u{202F}PM |
        |   Date and time ............ 11/22/26, 2:37\u{202F}PM |
        |   Count down ............. 14 hours 37 minutes |
        |   No date ......................... <Pick one> |
        |   Typed                                        |
        +------------------------------------------------+

        +- Inline ---------------------------------------+
        |   Date .......................... Nov 22, 2026 |
        |   Time ............................... 2:37\u{202F}PM |
        |                                  [< 2:37\u{202F}PM >] |
        |   Date and time ............ 11/22/26, 2:37\u{202F}PM |
        |   Count down ............. 14 hours 37 minutes |
        +------------------------------------------------+

        +- Pickers --------------------------------------+
        |                             [< Nov 22, 2026 >] |
        |   Time ......................... [< 2:37\u{202F}PM >] |
        |                        [< 11/22/26, 2:37\u{202F}PM >] |
        |                      [< 14 hours 37 minutes >] |
        |                                        [< - >] |
        +------------------------------------------------+
        """)
  }
}
