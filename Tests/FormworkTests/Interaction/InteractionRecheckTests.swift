import Formwork
import Testing

@Suite("Interaction checks the row again after callbacks")
struct InteractionRecheckTests {
  @Test("typing stops when the row's own onChange disables it; typed characters stay")
  func typingStopsWhenDisabled() {
    let row = TextRow("t").onChange { row in
      if (row.value?.count ?? 0) >= 2 { row.disabled = true }
    }
    let form = Form() +++ Section() <<< row
    #expect(throws: InteractionError.disabled(row: "t")) { try row.typeText("abcd") }
    #expect(row.value == "ab")
    #expect(form.focusedRow == nil)
  }

  @Test("typing stops when the row's own onChange hides it")
  func typingStopsWhenHidden() {
    let row = TextRow("t").onChange { row in
      if row.value == "a" { row.hidden = true }
    }
    let form = Form() +++ Section() <<< row
    #expect(throws: InteractionError.hidden(row: "t")) { try row.typeText("abc") }
    #expect(row.value == "a")
    #expect(form.rows.isEmpty)
  }

  @Test("focus checks the row again after blurring the previous one")
  func focusAfterBlurHides() throws {
    let flag = SwitchRow("flag")
    let previous = TextRow("previous").onCellHighlightChanged { _, row in
      if !row.isHighlighted { flag.value = true }
    }
    let target = TextRow("target") { $0.hidden = "$flag == YES" }
    let form = Form() +++ Section() <<< flag <<< previous <<< target
    try previous.focus()
    #expect(throws: InteractionError.hidden(row: "target")) { try target.focus() }
    #expect(form.focusedRow == nil)
    #expect(!target.isHighlighted)
    #expect(throws: InteractionError.hidden(row: "target")) { try target.typeText("x") }
    #expect(target.value == nil)
  }
}
