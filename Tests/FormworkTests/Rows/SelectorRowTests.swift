import Formwork
import Testing

@Suite("Selector rows: push, popover, alert and action sheet")
struct SelectorRowTests {
  private let keeper = FormKeeper()

  private func pushForm(value: String? = nil) -> (Form, PushRow<String>) {
    let row = PushRow<String>("color") {
      $0.title = "Color"
      $0.options = ["Red", "Green", "Blue"]
      $0.value = value
    }
    return (keeper.keep(Form() +++ Section() <<< row), row)
  }

  @Test("a tap presents a selector form listing the options, the value checked")
  func tapPresents() throws {
    let (form, row) = pushForm(value: "Green")
    #expect(row.presentedSelector == nil)
    try form.tap("color")
    let selector = try #require(row.presentedSelector)
    #expect(selector.row === row)
    #expect(selector.title == "Color")
    #expect(selector.selectionType == .singleSelection(enableDeselection: true))
    #expect(selector.form.count == 1)
    #expect(selector.form.first?.header?.title == "Color")
    #expect(selector.selectableRows.map(\.title) == ["Red", "Green", "Blue"])
    #expect(selector.selectableRows.map(\.value) == [nil, "Green", nil])
    #expect(selector.form.rowTags == ["Red", "Green", "Blue"])
  }

  @Test("choosing an option sets the value, runs onChange and dismisses the selector")
  func choosing() throws {
    let (form, row) = pushForm()
    var changes: [String?] = []
    var dismissed = 0
    row.onChange { changes.append($0.value) }
    try row.present()
    let selector = try #require(row.presentedSelector)
    selector.onDismissCallback = { _ in dismissed += 1 }
    try selector.select("Blue")
    #expect(row.value == "Blue")
    #expect(changes == ["Blue"])
    #expect(selector.isDismissed)
    #expect(dismissed == 1)
    #expect(row.presentedSelector == nil)
    #expect(form.values()["color"] as? String == "Blue")
  }

  @Test("tapping a check row of the selector form chooses its option")
  func tappingCheckRow() throws {
    let (_, row) = pushForm(value: "Red")
    try row.present()
    let selector = try #require(row.presentedSelector)
    try selector.form.tap("Green")
    #expect(row.value == "Green")
    #expect(selector.selectableRows.map(\.value) == [nil, "Green", nil])
    #expect(selector.isDismissed)
  }

  @Test(
    "an option that is not in the list is refused and the value kept",
    arguments: ["Purple", "red", ""])
  func notInList(option: String) throws {
    let (_, row) = pushForm(value: "Red")
    #expect(throws: InteractionError.optionNotAvailable(row: "color", option: option)) {
      try row.select(option)
    }
    #expect(row.value == "Red")
    let selector = try #require(row.presentedSelector)
    #expect(!selector.isDismissed)
    #expect(throws: InteractionError.optionNotAvailable(row: "color", option: option)) {
      try selector.select(option)
    }
  }

  @Test("select(_:) on the row presents the selector when needed and chooses")
  func rowSelect() throws {
    let (_, row) = pushForm()
    try row.select("Red")
    #expect(row.value == "Red")
    #expect(row.presentedSelector == nil)
  }

  @Test("without dismissOnSelection, only a change dismisses; without both, nothing does")
  func dismissOptions() throws {
    let (_, row) = pushForm(value: "Red")
    row.onPresent { _, selector in
      selector.dismissOnSelection = false
      selector.enableDeselection = false
    }
    try row.present()
    let selector = try #require(row.presentedSelector)
    try selector.select("Red")
    #expect(!selector.isDismissed)
    #expect(row.value == "Red")
    try selector.select("Blue")
    #expect(selector.isDismissed)
    #expect(row.value == "Blue")

    row.onPresent { _, selector in
      selector.dismissOnSelection = false
      selector.dismissOnChange = false
    }
    try row.present()
    let second = try #require(row.presentedSelector)
    try second.select("Green")
    try second.select("Red")
    #expect(!second.isDismissed)
    #expect(row.value == "Red")
    second.dismiss()
    #expect(row.presentedSelector == nil)
  }

  @Test("a tap on the chosen option clears the value unless deselection is off")
  func deselection() throws {
    let (_, row) = pushForm(value: "Red")
    try row.select("Red")
    #expect(row.value == nil)
    row.value = "Red"
    row.onPresent { _, selector in selector.enableDeselection = false }
    try row.select("Red")
    #expect(row.value == "Red")
  }

  @Test("a dismissed selector takes no choice")
  func dismissedSelector() throws {
    let (_, row) = pushForm(value: "Red")
    try row.present()
    let selector = try #require(row.presentedSelector)
    selector.dismiss()
    #expect(
      throws: InteractionError.selectorDismissed(row: "color")
    ) { try selector.select("Blue") }
    #expect(row.value == "Red")
  }

  @Test("onPresent gets the row's form and the selector, titled by selectorTitle")
  func onPresent() throws {
    let (form, row) = pushForm()
    row.selectorTitle = "Pick a color"
    // Identities, not the form itself: a callback the row keeps must not keep the row's form.
    var seen: [(ObjectIdentifier, String?)] = []
    row.onPresent { form, selector in seen.append((ObjectIdentifier(form), selector.title)) }
    try row.present()
    #expect(seen.count == 1)
    #expect(seen.first?.0 == ObjectIdentifier(form))
    #expect(seen.first?.1 == "Pick a color")
  }

  @Test("a disabled or hidden row presents nothing")
  func notInteractive() {
    let (form, row) = pushForm()
    row.disabled = true
    #expect(throws: InteractionError.disabled(row: "color")) { try form.tap("color") }
    #expect(throws: InteractionError.disabled(row: "color")) { try row.present() }
    #expect(throws: InteractionError.disabled(row: "color")) { try row.select("Red") }
    #expect(row.presentedSelector == nil)
    row.disabled = false
    row.hidden = true
    #expect(throws: InteractionError.hidden(row: "color")) { try row.present() }
    let loose = PushRow<String>("loose") { $0.options = ["A"] }
    #expect(throws: InteractionError.notInForm(row: "loose")) { try loose.present() }
    #expect(row.value == nil)
  }

  @Test("options are grouped in sections by key, sorted, with header and footer titles")
  func grouping() throws {
    let row = PushRow<String>("city") {
      $0.options = ["Paris", "Lyon", "Berlin", "Lille", "Bonn"]
      $0.value = "Lyon"
    }
    let form = Form() +++ Section() <<< row
    row.onPresent { _, selector in
      selector.sectionKeyForValue = { String($0.prefix(1)) }
      selector.sectionHeaderTitleForKey = { "Starting with \($0)" }
      selector.sectionFooterTitleForKey = { $0 == "P" ? "Capital" : nil }
    }
    try row.present()
    let selector = try #require(row.presentedSelector)
    #expect(selector.form.shape == [["Berlin", "Bonn"], ["Lyon", "Lille"], ["Paris"]])
    #expect(
      selector.form.map { $0.header?.title } == [
        "Starting with B", "Starting with L", "Starting with P",
      ])
    #expect(selector.form.map { $0.footer?.title } == [nil, nil, "Capital"])
    selector.dismissOnSelection = false
    selector.dismissOnChange = false
    try selector.select("Bonn")
    #expect(selector.selectableRows.compactMap(\.value) == ["Bonn"])
    #expect(row.value == "Bonn")
    #expect(form.values()["city"] as? String == "Bonn")
  }

  @Test("selectableRowSetup, selectableRowCellSetup and selectableRowCellUpdate run per option")
  func selectableRowCallbacks() throws {
    let (_, row) = pushForm(value: "Blue")
    var setups: [String] = []
    var cellSetups: [String] = []
    var updates: [String] = []
    row.onPresent { _, selector in
      selector.selectableRowSetup = { row in
        setups.append(row.title ?? "?")
        row.title = row.title?.uppercased()
      }
      selector.selectableRowCellSetup = { _, row in cellSetups.append(row.tag ?? "?") }
      selector.selectableRowCellUpdate = { cell, _ in cell.placeholder = "x" }
      selector.dismissOnSelection = false
      selector.dismissOnChange = false
    }
    try row.present()
    let selector = try #require(row.presentedSelector)
    #expect(setups == ["Red", "Green", "Blue"])
    #expect(selector.selectableRows.map(\.title) == ["RED", "GREEN", "BLUE"])
    for check in selector.selectableRows { updates.append(check.displayedCell.placeholder ?? "-") }
    #expect(cellSetups == ["Red", "Green", "Blue"])
    #expect(updates == ["x", "x", "x"])
  }

  @Test("the cell shows the value's text, the no-value text, a disclosure mark and the options")
  func cell() {
    let (_, row) = pushForm()
    row.noValueDisplayText = "None"
    #expect(row.cell.valueText == nil)
    #expect(row.cell.placeholder == "None")
    #expect(row.cell.accessory == .disclosureIndicator)
    #expect(
      row.cell.control
        == .selector(
          SelectorControl(style: .push, options: ["Red", "Green", "Blue"], selectedIndices: [])))
    row.value = "Red"
    #expect(row.cell.valueText == "Red")
    #expect(
      row.cell.control
        == .selector(
          SelectorControl(style: .push, options: ["Red", "Green", "Blue"], selectedIndices: [0])))
    row.displayValueFor = { $0.map { "Color \($0)" } }
    row.updateCell()
    #expect(row.cell.valueText == "Color Red")
  }

  @Test("the selector titles its check rows with the row's displayValueFor")
  func displayValueFor() throws {
    let (_, row) = pushForm()
    row.displayValueFor = { $0?.lowercased() }
    try row.present()
    #expect(row.presentedSelector?.selectableRows.map(\.title) == ["red", "green", "blue"])
  }

  @Test("a popover selector row chooses as a push row does")
  func popover() throws {
    let row = PopoverSelectorRow<Int>("count") { $0.options = [1, 2, 3] }
    let form = Form() +++ Section() <<< row
    try form.tap("count")
    try row.presentedSelector?.select(2)
    #expect(row.value == 2)
    #expect(row.cell.accessory == .disclosureIndicator)
    #expect(throws: InteractionError.optionNotAvailable(row: "count", option: "4")) {
      try row.select(4)
    }
  }

  @Test(
    "alert and action sheet selectors end with a cancel button that keeps the value",
    arguments: [false, true])
  func alertRows(actionSheet: Bool) throws {
    let row: AlertOptionsRow<AlertSelectorCell<String>> =
      actionSheet ? ActionSheetRow<String>("share") : AlertRow<String>("share")
    row.options = ["Friends", "Everyone"]
    row.value = "Friends"
    let form = Form() +++ Section() <<< row
    #expect(row.cell.accessory == .none)
    try form.tap("share")
    let selector = try #require(row.presentedSelector)
    #expect(selector.cancelTitle == "Cancel")
    #expect(selector.form.count == 2)
    let cancel = try #require(selector.form.last?.first as? ButtonRow)
    #expect(cancel.title == "Cancel")
    try cancel.tap()
    #expect(selector.isDismissed)
    #expect(row.value == "Friends")
    row.cancelTitle = "Never mind"
    try row.select("Everyone")
    #expect(row.value == "Everyone")
    try row.present()
    #expect(row.presentedSelector?.cancelTitle == "Never mind")
    #expect(throws: InteractionError.optionNotAvailable(row: "share", option: "Nobody")) {
      try row.select("Nobody")
    }
    #expect(row.value == "Everyone")
  }

  @Test("a value that is not among the options still shows, and the selector checks nothing")
  func valueNotListed() throws {
    let (_, row) = pushForm(value: "Teal")
    #expect(row.cell.valueText == "Teal")
    try row.present()
    #expect(row.presentedSelector?.selectableRows.compactMap(\.value) == [])
  }
}
