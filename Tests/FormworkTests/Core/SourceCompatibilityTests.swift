import Formwork
import Foundation
import Testing

// Form code written the way Eureka users write it. These tests exist so that a change that breaks
// such code fails the build; each also checks that the code does what it says.

/// A delegate as a Eureka form view controller implements it.
private final class EurekaStyleController: FormDelegate {
  let form = Form()
  var changedTags: [String] = []

  init() {
    form.delegate = self
  }

  func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {
    if let tag = row.tag { changedTags.append(tag) }
  }
}

@Suite("Eureka source compatibility")
struct SourceCompatibilityTests {
  @Test("a form written as one expression with initializer closures and callback chains")
  func oneExpressionForm() throws {
    var changes: [String] = []
    var tapped = 0
    let form = Form()
    form +++ Section("Section1")
      <<< TextRow("TextRow") { row in
        row.title = "Text Row"
        row.placeholder = "Enter text here"
      }
      .onChange { row in
        changes.append(row.value ?? "")
      }
      .cellUpdate { cell, row in
        cell.title = row.value == nil ? "Text Row" : "Text Row (edited)"
      }
      <<< PhoneRow {
        $0.title = "Phone Row"
        $0.placeholder = "And numbers here"
      }
      +++ Section(header: "Section2", footer: "Footer2")
      <<< SwitchRow("switchRowTag") { $0.title = "Show message" }
      <<< LabelRow("message") {
        $0.hidden = Condition.function(["switchRowTag"]) { form -> Bool in
          let row: SwitchRow! = form.rowBy(tag: "switchRowTag")
          return row.value ?? false == false
        }
        $0.title = "Switch is on!"
      }
      <<< ButtonRow("button") { (row: ButtonRow) in
        row.title = "Tap"
      }
      .onCellSelection { cell, row in
        tapped += 1
        cell.title = "Tapped \(tapped)"
      }
      +++ Section { section in
        section.header = HeaderFooterView(title: "Third")
        section.tag = "third"
      }
      <<< StepperRow {
        $0.title = "Stepper"
        $0.value = 2
      }
      <<< SliderRow {
        $0.title = "Slider"
        $0.value = 0.5
        $0.steps = 10
      }
      <<< CheckRow { $0.title = "Check" }
      <<< TextAreaRow { $0.placeholder = "Notes" }
      <<< DecimalRow { $0.title = "Decimal" }
      <<< URLRow { $0.title = "URL" }
      <<< EmailRow { $0.title = "Email" }
      <<< PasswordRow { $0.title = "Password" }
      <<< NameRow { $0.title = "Name" }
      <<< IntRow { $0.title = "Int" }
      <<< TwitterRow { $0.title = "Twitter" }
      <<< AccountRow { $0.title = "Account" }
      <<< ZipCodeRow { $0.title = "Zip" }

    #expect(form.count == 3)
    #expect(form[1].header?.title == "Section2")
    #expect(form[1].footer?.title == "Footer2")
    #expect(form.sectionBy(tag: "third")?.header?.title == "Third")
    #expect(form.rowTags.count == 17)

    try form.type("Hi", into: "TextRow")
    let text: TextRow? = form.rowBy(tag: "TextRow")
    #expect(changes == ["H", "Hi"])
    #expect(text?.cell.title == "Text Row (edited)")

    #expect(form.rowBy(tag: "message")?.isHidden == true)
    try form.toggle("switchRowTag")
    #expect(form.rowBy(tag: "message")?.isHidden == false)

    try form.tap("button")
    #expect(tapped == 1)
  }

  @Test("sections are configured as in Eureka: titles, string headers, closures")
  func sections() {
    let titled = Section("Title")
    let both = Section(header: "Header", footer: "Footer")
    let footerOnly = Section(footer: "Only footer")
    let configured = Section { $0.header = "Literal header" }
    let headerAndClosure = Section("Header") { $0.footer = HeaderFooterView(title: "Footer") }
    let withNilHeader = Section(header: nil, footer: "F")
    #expect(titled.header?.title == "Title")
    #expect(both.header?.title == "Header")
    #expect(both.footer?.title == "Footer")
    #expect(footerOnly.header == nil)
    #expect(footerOnly.footer?.title == "Only footer")
    #expect(configured.header?.title == "Literal header")
    #expect(headerAndClosure.footer?.title == "Footer")
    #expect(withNilHeader.header == nil)
    titled.header = "Changed"
    #expect(titled.header?.title == "Changed")
  }

  @Test("Eureka's capitalized navigation options still compile and mean the same")
  func capitalizedNavigationOptions() {
    let form = Form()
    form.navigationOptions = RowNavigationOptions.Enabled.union(.SkipCanNotBecomeFirstResponderRow)
    #expect(form.navigationOptions == [.enabled, .skipCanNotBecomeFirstResponderRow])
    form.navigationOptions = [.Enabled, .StopDisabledRow]
    #expect(form.navigationOptions == [.enabled, .stopDisabledRow])
    form.navigationOptions = .Disabled
    #expect(form.navigationOptions.isEmpty)
  }

  @Test("rows are looked up, read and written the Eureka ways")
  func lookups() throws {
    let form =
      Form() +++ Section()
      <<< TextRow("name") { $0.value = "Ada" }
      <<< IntRow("age") { $0.value = 36 }
      <<< SwitchRow("more")
    let name: TextRow? = form.rowBy(tag: "name")
    let age = form.rowBy(tag: "age") as? IntRow
    let any: RowOf<Int>? = form.rowBy(tag: "age")
    let base: BaseRow? = form.rowBy(tag: "more")
    #expect(name?.value == "Ada")
    #expect(age?.value == 36)
    #expect(any?.baseValue as? Int == 36)
    #expect(base?.baseValue == nil)

    form.setValues(["name": "Grace", "more": true])
    let values = form.values()
    #expect(values["name"] as? String == "Grace")
    #expect(values["more"] as? Bool == true)

    let last = try #require(form.last)
    last <<< TextRow("late")
    #expect(form.allRows.count == 4)
    #expect(form.allSections.count == 1)
    #expect(form.first?.count == 4)
  }

  @Test("a cellUpdate reads the row through the cell, as Eureka code does")
  func cellRowAccess() {
    let row = IntRow("n") { $0.value = 2 }
      .cellSetup { cell, _ in cell.accessory = .disclosureIndicator }
      .cellUpdate { cell, _ in cell.title = "n = \(cell.row.value ?? 0)" }
    let form = Form() +++ row
    _ = row.displayedCell
    row.value = 3
    #expect(row.cell.title == "n = 3")
    #expect(row.cell.accessory == .disclosureIndicator)
    row.updateCell()
    row.evaluateHidden()
    row.evaluateDisabled()
    form[0].evaluateHidden()
    #expect(row.indexPath == IndexPath(row: 0, section: 0))
    #expect(row.section === form[0])
    #expect(row.form === form)
  }

  @Test("a controller acting as the form's delegate hears value changes")
  func delegateController() throws {
    let controller = EurekaStyleController()
    controller.form +++ Section() <<< TextRow("title") <<< SwitchRow("allDay")
    try controller.form.type("Go", into: "title")
    try controller.form.toggle("allDay")
    #expect(controller.changedTags == ["title", "title", "allDay"])
  }

  @Test("per-type defaults are set from anywhere, as in an app delegate")
  func typeDefaults() {
    // Only rows tagged here are touched, so other suites running at the same time are not.
    TextRow.defaultCellUpdate = { cell, row in
      if row.tag == "compat.styled" { cell.placeholder = "styled" }
    }
    IntRow.defaultRowInitializer = { row in
      if row.tag == "compat.initialized" { row.title = "initialized" }
    }
    defer {
      TextRow.defaultCellUpdate = nil
      IntRow.defaultRowInitializer = nil
    }
    // A cell shows the default once it is updated, as a table view updates a cell it shows.
    #expect(TextRow("compat.styled").displayedCell.placeholder == "styled")
    #expect(IntRow("compat.initialized").title == "initialized")
  }

  @Test("hidden and disabled take Boolean literals and functions")
  func conditions() {
    let row = TextRow("t") {
      $0.hidden = true
      $0.disabled = false
    }
    let form = Form() +++ Section() <<< row <<< SwitchRow("s")
    row.hidden = Condition.function(["s"]) { form in
      (form.rowBy(tag: "s") as? SwitchRow)?.value == true
    }
    row.evaluateHidden()
    #expect(form.rowTags == ["t", "s"])
    row.disabled = true
    #expect(row.isDisabled)
  }
}
