import Formwork
import FormworkText
import Testing

@Suite("Printing selector rows and their selectors")
struct SelectorPrintingTests {
  private let printer = TextPrinter(width: 40)

  /// One row of each selector type, with and without a value.
  private static func selectorForm() -> Form {
    Form()
      +++ Section("Selectors")
      <<< PushRow<String>("push") {
        $0.title = "Push"
        $0.options = ["Red", "Green"]
        $0.value = "Green"
      }
      <<< PushRow<String>("empty") {
        $0.title = "Empty push"
        $0.options = ["Red", "Green"]
        $0.noValueDisplayText = "None"
      }
      <<< PopoverSelectorRow<String>("popover") {
        $0.title = "Popover"
        $0.options = ["North", "South"]
        $0.value = "North"
      }
      <<< AlertRow<String>("alert") {
        $0.title = "Alert"
        $0.options = ["One", "Two"]
        $0.value = "Two"
      }
      <<< ActionSheetRow<String>("sheet") {
        $0.title = "Action sheet"
        $0.options = ["One", "Two"]
        $0.noValueDisplayText = "Pick one"
      }
      <<< MultipleSelectorRow<String>("multiple") {
        $0.title = "Days"
        $0.options = ["Mon", "Tue", "Wed"]
        $0.value = ["Wed", "Mon"]
      }
      <<< PushRow<FormOption<Int>>("size") {
        $0.title = "Size"
        $0.options = [FormOption(1, "Small"), FormOption(2, "Large")]
        $0.value = FormOption(2, "Large")
      }
      <<< LeftRightSelectorRow<String, String>("leftRight") {
        $0.selectorOptions = [
          LeftRightSelectorOption(leftValue: "Email", rightOptions: ["Home", "Work"])
        ]
        $0.leftValue = "Email"
        $0.value = "Home"
      }
      <<< PushRow<String>("disabled") {
        $0.title = "Locked"
        $0.value = "Fixed"
        $0.disabled = true
      }
  }

  @Test("each selector row shows its value or its no-value text, and a disclosure mark")
  func rows() {
    let form = Self.selectorForm()
    #expect(
      printer.render(form) == """
        ┌─ Selectors ──────────────────────────┐
        │   Push ····················· Green › │
        │   Empty push ·············· ‹None› › │
        │   Popover ·················· North › │
        │   Alert ························ Two │
        │   Action sheet ·········· ‹Pick one› │
        │   Days ·················· Mon, Wed › │
        │   Size ····················· Large › │
        │   Email ····················· Home › │
        │   Locked (disabled) ········ Fixed › │
        └──────────────────────────────────────┘
        """)
  }

  @Test("in ASCII, the disclosure mark is '>'")
  func ascii() {
    let form = Self.selectorForm()
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form) == """
        +- Selectors --------------------------+
        |   Push ..................... Green > |
        |   Empty push .............. <None> > |
        |   Popover .................. North > |
        |   Alert ........................ Two |
        |   Action sheet .......... <Pick one> |
        |   Days .................. Mon, Wed > |
        |   Size ..................... Large > |
        |   Email ..................... Home > |
        |   Locked (disabled) ........ Fixed > |
        +--------------------------------------+
        """)
  }

  @Test("a presented push selector prints as a form of check rows, the value checked")
  func pushSelector() throws {
    let form = Self.selectorForm()
    let push: PushRow<String> = try #require(form.rowBy(tag: "push"))
    try push.present()
    let selector = try #require(push.presentedSelector)
    #expect(
      printer.render(selector.form) == """
        ┌─ Push ───────────────────────────────┐
        │   Red ·························· [ ] │
        │   Green ························ [✓] │
        └──────────────────────────────────────┘
        """)
    try selector.select("Red")
    #expect(printer.render(push) == "  Push ··························· Red ›")
  }

  @Test("an alert selector is titled by selectorTitle and ends with its cancel button")
  func alertSelector() throws {
    let form = Self.selectorForm()
    let alert: AlertRow<String> = try #require(form.rowBy(tag: "alert"))
    alert.selectorTitle = "Pick a number"
    try alert.present()
    let selector = try #require(alert.presentedSelector)
    #expect(
      printer.render(selector.form) == """
        ┌─ Pick a number ──────────────────────┐
        │   One ·························· [ ] │
        │   Two ·························· [✓] │
        └──────────────────────────────────────┘

        ┌──────────────────────────────────────┐
        │               ( Cancel )             │
        └──────────────────────────────────────┘
        """)
  }

  @Test("a grouped multiple selector prints a section per key, with headers and footers")
  func groupedMultipleSelector() throws {
    let form = Self.selectorForm()
    let days: MultipleSelectorRow<String> = try #require(form.rowBy(tag: "multiple"))
    days.onPresent { _, selector in
      selector.sectionKeyForValue = { $0.hasPrefix("T") ? "T" : "M-W" }
      selector.sectionHeaderTitleForKey = { "Group \($0)" }
      selector.sectionFooterTitleForKey = { $0 == "T" ? "Only Tuesday." : nil }
    }
    try days.present()
    let selector = try #require(days.presentedSelector)
    try selector.select("Tue")
    #expect(
      printer.render(selector.form) == """
        ┌─ Group M-W ──────────────────────────┐
        │   Mon ·························· [✓] │
        │   Wed ·························· [✓] │
        └──────────────────────────────────────┘

        ┌─ Group T ────────────────────────────┐
        │   Tue ·························· [✓] │
        └──────────────────────────────────────┘
          Only Tuesday.
        """)
    #expect(printer.render(days) == "  Days ················· Mon, Tue, Wed ›")
  }

  @Test("the left selector of a left-right row lists the left values and a cancel button")
  func leftSelector() throws {
    let form = Self.selectorForm()
    let row: LeftRightSelectorRow<String, String> = try #require(form.rowBy(tag: "leftRight"))
    try row.presentLeftSelector()
    let selector = try #require(row.presentedLeftSelector)
    #expect(
      printer.render(selector.form) == """
        ┌──────────────────────────────────────┐
        │   Email ························ [✓] │
        └──────────────────────────────────────┘

        ┌──────────────────────────────────────┐
        │               ( Cancel )             │
        └──────────────────────────────────────┘
        """)
  }

  @Test("the README's selector example prints and submits what it says")
  func readmeExample() throws {
    let size = PushRow<FormOption<String>>("size") {
      $0.title = "Size"
      $0.options = [FormOption("s", "Small"), FormOption("l", "Large")]
      $0.noValueDisplayText = "None"
    }
    let form = Form() +++ Section("Order") <<< size
    try form.tap("size")
    let selector = try #require(size.presentedSelector)
    #expect(
      TextPrinter(width: 40).render(selector.form) == """
        ┌─ Size ───────────────────────────────┐
        │   Small ························ [ ] │
        │   Large ························ [ ] │
        └──────────────────────────────────────┘
        """)
    try selector.select(FormOption("l", "Large"))
    #expect(form.httpParameters()["size"] as? String == "l")
    #expect(
      TextPrinter(width: 40).render(form) == """
        ┌─ Order ──────────────────────────────┐
        │   Size ····················· Large › │
        └──────────────────────────────────────┘
        """)
  }
}
