import Formwork
import FormworkText
import Testing

@Suite("Printing selectable and multivalued sections")
struct SectionPrintingTests {
  private func phones(
    _ options: MultivaluedOptions = [.Insert, .Delete, .Reorder],
    mode: MultivaluedInsertMode = .addButton
  ) -> (Form, MultivaluedSection) {
    let section = MultivaluedSection(
      multivaluedOptions: options, insertMode: mode, header: "Phones", footer: nil
    ) {
      $0.tag = "phones"
      $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add phone" } }
      $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "Number" } }
      $0 <<< PhoneRow { $0.value = "555-0100" }
      $0 <<< PhoneRow { $0.value = "555-0199" }
    }
    return (Form() +++ section, section)
  }

  @Test("a multivalued section shows delete marks, reorder grips and the add button")
  func multivalued() throws {
    let (form, _) = phones()
    #expect(
      TextPrinter(width: 36).render(form) == """
        ┌─ Phones ─────────────────────────┐
        │   ⊖ [555-0100                ] ≡ │
        │   ⊖ [555-0199                ] ≡ │
        │   ⊕ Add phone                    │
        └──────────────────────────────────┘
        """)
  }

  @Test("marks follow the options; without the insert icon the button is drawn as a button")
  func options() throws {
    let (form, section) = phones([.Insert])
    section.showInsertIconInAddButton = false
    #expect(
      TextPrinter(width: 36, charset: .ascii).render(form) == """
        +- Phones -------------------------+
        |   [555-0100                    ] |
        |   [555-0199                    ] |
        |           ( Add phone )          |
        +----------------------------------+
        """)
  }

  @Test("an inserted row is focused and a deleted one is gone; a lone item cannot move")
  func afterEditing() throws {
    let (form, section) = phones()
    try section.insertRow()
    try section.deleteRow(at: 0)
    try section.deleteRow(at: 0)
    #expect(
      TextPrinter(width: 36, charset: .ascii).render(form) == """
        +- Phones -------------------------+
        | > - [_<Number>               ]   |
        |   + Add phone                    |
        +----------------------------------+
        """)
  }

  @Test("in last-row mode the empty row carries the insert mark")
  func lastRow() throws {
    let (form, _) = phones([.Insert, .Delete], mode: .lastRow)
    #expect(
      TextPrinter(width: 36, charset: .ascii).render(form) == """
        +- Phones -------------------------+
        |   - [555-0100                  ] |
        |   - [555-0199                  ] |
        |   + [<Number>                  ] |
        +----------------------------------+
        """)
  }

  @Test("a selectable section shows a check per option and its limit messages")
  func selectable() throws {
    let section = SelectableSection<ListCheckRow<String>>(
      "Oceans", selectionType: .multipleSelection
    ) {
      $0.tag = "oceans"
      $0.minimumSelections = 2
    }
    for ocean in ["Arctic", "Indian"] {
      section
        <<< ListCheckRow<String>(ocean) {
          $0.title = ocean
          $0.selectableValue = ocean
        }
    }
    let form = Form() +++ section
    try form.tap("Indian")
    form.validate()
    #expect(
      TextPrinter(width: 36).render(form) == """
        ┌─ Oceans ─────────────────────────┐
        │   Arctic ··················· [ ] │
        │   Indian ··················· [✓] │
        │   ! Choose at least 2 options in │
        │     Oceans                       │
        └──────────────────────────────────┘
        """)
  }
}
