import Formwork
import Testing

@Suite("Rows that arrive selected in a single-selection section")
struct SelectableArrivalTests {
  private func option(_ name: String, selected: Bool) -> ListCheckRow<String> {
    ListCheckRow<String>(name) {
      $0.selectableValue = name
      if selected { $0.value = name }
    }
  }

  private func section() -> SelectableSection<ListCheckRow<String>> {
    SelectableSection<ListCheckRow<String>>(
      "Pick", selectionType: .singleSelection(enableDeselection: true)
    ) { $0.tag = "pick" }
  }

  @Test("rows built with values: the first stays selected, later ones are deselected")
  func builtSelected() {
    let section = section()
    section <<< option("a", selected: true) <<< option("b", selected: true)
    section.append(contentsOf: [option("c", selected: true), option("d", selected: false)])
    let form = Form() +++ section
    #expect(section.selectedRows().map(\.tag) == ["a"])
    #expect(form.values()["pick"] as? String == "a")
  }

  @Test("a selected row moved in from another section is deselected")
  func movedIn() {
    let section = section()
    section <<< option("a", selected: true)
    let other = Section() <<< option("b", selected: true)
    let form = Form() +++ section +++ other
    guard let moved = other.first else {
      Issue.record("no row")
      return
    }
    section <<< moved
    #expect(section.selectedRows().map(\.tag) == ["a"])
    #expect(form.values()["pick"] as? String == "a")
  }

  @Test("the first selected row among several arriving at once wins")
  func arrivingTogether() {
    let section = SelectableSection<ListCheckRow<String>>([
      option("a", selected: false), option("b", selected: true), option("c", selected: true),
    ])
    #expect(section.selectedRows().map(\.tag) == ["b"])
  }
}
