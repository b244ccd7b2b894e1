import Formwork
import Testing

// Selector code written the way Eureka's README and FAQ write it. A change that breaks such code
// fails the build; each test also checks that the code does what it says.

/// An option type of Eureka's FAQ example: shown with a text of its own.
private enum Emoji: String, CaseIterable, CustomStringConvertible {
  case boy = "👦🏼"
  case bear = "🐻"

  var description: String { rawValue }
}

@Suite("Eureka source compatibility: selector rows")
struct SelectorSourceCompatibilityTests {
  @Test("the README's option rows, written as one form expression")
  func readmeOptionRows() throws {
    let form = Form()
    form +++ Section("Options")
      <<< ActionSheetRow<String>("sheet") {
        $0.title = "ActionSheetRow"
        $0.selectorTitle = "Pick a number"
        $0.options = ["One", "Two", "Three"]
        $0.value = "Two"  // initially selected
      }
      <<< AlertRow<String>("alert") {
        $0.title = "AlertRow"
        $0.cancelTitle = "Dismiss"
        $0.options = ["🙂", "🙁"]
      }
      .onChange { row in
        row.title = row.value == nil ? "AlertRow" : "AlertRow chosen"
      }
      <<< PushRow<Emoji>("push") {
        $0.title = "PushRow"
        $0.options = Emoji.allCases
        $0.value = .boy
        $0.selectorTitle = "Choose an Emoji!"
      }
      .onPresent { from, to in
        to.dismissOnSelection = false
        to.dismissOnChange = false
      }
      <<< MultipleSelectorRow<Emoji>("multiple") {
        $0.title = "MultipleSelectorRow"
        $0.options = Emoji.allCases
        $0.value = [.boy, .bear]
      }
      .onPresent { from, to in
        to.selectableRowCellUpdate = { cell, row in
          cell.title = "\(row.selectableValue?.rawValue ?? "") emoji"
        }
      }
    try form.tap("alert")
    let alert: AlertRow<String> = try #require(form.rowBy(tag: "alert"))
    try alert.presentedSelector?.select("🙂")
    #expect(alert.title == "AlertRow chosen")
    let push: PushRow<Emoji> = try #require(form.rowBy(tag: "push"))
    try push.select(.bear)
    #expect(push.presentedSelector?.isDismissed == false)
    #expect(form.values()["push"] as? Emoji == .bear)
    let multiple: MultipleSelectorRow<Emoji> = try #require(form.rowBy(tag: "multiple"))
    try multiple.present()
    let titles = multiple.presentedSelector?.selectableRows.map(\.displayedCell.title)
    #expect(titles == ["👦🏼 emoji", "🐻 emoji"])
  }

  @Test("the README's grouping of options in sections")
  func grouping() throws {
    let row = PushRow<String>("name") {
      $0.options = ["Amy", "Ben", "Bob"]
    }
    .onPresent { from, to in
      to.sectionKeyForValue = { option in
        switch option {
        case "Amy": return "A"
        default: return "B"
        }
      }
    }
    let form = Form() +++ Section() <<< row
    try row.present()
    #expect(row.presentedSelector?.form.count == 2)
    #expect(form.rows.count == 1)
  }

  @Test("an options provider written as Eureka's lazy closure")
  func lazyProvider() throws {
    let row = PushRow<String>("lazy") {
      $0.optionsProvider = .lazy({ form, completion in
        completion(["X", "Y"])
      })
    }
    let form = Form() +++ Section() <<< row
    try form.tap("lazy")
    try row.presentedSelector?.select("Y")
    #expect(row.value == "Y")
  }
}
