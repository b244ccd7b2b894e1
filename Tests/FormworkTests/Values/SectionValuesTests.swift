import Formwork
import Testing

@Suite("Section values in form values and setValues")
struct SectionValuesTests {
  typealias ListSection = SelectableSection<ListCheckRow<String>>

  private func makeForm(sizes selection: SelectionType = .multipleSelection)
    -> (Form, MultivaluedSection, ListSection)
  {
    let phones = MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder]) {
      $0.tag = "phones"
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
      $0 <<< PhoneRow { $0.value = "111" }
    }
    let sizes = ListSection("Size", selectionType: selection) { $0.tag = "sizes" }
    for size in ["S", "M", "L"] {
      sizes
        <<< ListCheckRow<String>(size) {
          $0.title = size
          $0.selectableValue = size
        }
    }
    let form = Form() +++ Section() <<< TextRow("name") { $0.value = "Ann" } +++ phones +++ sizes
    return (form, phones, sizes)
  }

  @Test("values() holds the items' values as an array and the selection under section tags")
  func values() throws {
    let (form, phones, _) = makeForm()
    let row = try phones.insertRow()
    try row.typeText("222")
    try form.tap("M")
    try form.tap("S")
    let values = form.values()
    #expect(values["phones"] as? [String] == ["111", "222"])
    #expect(values["sizes"] as? [String] == ["S", "M"])
    #expect(values["name"] as? String == "Ann")
    // Tagged option rows keep their own keys, as in Eureka.
    #expect(values.keys.sorted() == ["L", "M", "S", "name", "phones", "sizes"])
  }

  @Test("a single-selection section's value is the selected value, or nil")
  func singleValue() throws {
    let (form, _, sizes) = makeForm(sizes: .singleSelection(enableDeselection: true))
    #expect(form.values()["sizes"] as? String? == .some(nil))
    try sizes.select("L")
    #expect(form.values()["sizes"] as? String == "L")
  }

  @Test("a hidden multivalued section is left out unless hidden values are asked for")
  func hiddenSection() {
    let (form, phones, _) = makeForm()
    phones.hidden = true
    #expect(form.values()["phones"] == nil)
    #expect(form.values(includeHidden: true)["phones"] as? [String] == ["111"])
  }

  @Test("setValues grows, shrinks and clears a multivalued section's items")
  func setItems() throws {
    let (form, phones, _) = makeForm()
    try form.setValues(checking: ["phones": ["1", "2", "3"]])
    #expect(form.values()["phones"] as? [String] == ["1", "2", "3"])
    #expect(phones.itemCount == 3)
    #expect(phones.last === phones.addButtonRow)
    form.setValues(["phones": ["9"]])
    #expect(form.values()["phones"] as? [String] == ["9"])
    #expect(phones.itemCount == 1)
    try form.setValues(checking: ["phones": nil])
    #expect(phones.itemCount == 0)
    #expect(form.problems.isEmpty)
  }

  @Test("setValues selects exactly the given options")
  func setSelection() throws {
    let (form, _, sizes) = makeForm()
    try form.tap("S")
    try form.setValues(checking: ["sizes": ["L", "M"]])
    #expect(sizes.selectedValues == ["M", "L"])
    try form.setValues(checking: ["sizes": nil])
    #expect(sizes.selectedValues.isEmpty)
  }

  @Test("a value that is not an array, or elements of the wrong type, change nothing")
  func badItems() {
    let (form, phones, _) = makeForm()
    #expect(
      throws: FormError.typeMismatch(tag: "phones", expected: "array", given: "String")
    ) { try form.setValues(checking: ["phones": "555"]) }
    #expect(
      throws: FormError.typeMismatch(tag: "phones[1]", expected: "String", given: "Int")
    ) { try form.setValues(checking: ["phones": ["1", 2]]) }
    #expect(form.values()["phones"] as? [String] == ["111"])
    form.setValues(["phones": [1]])
    #expect(
      form.problems == [.typeMismatch(tag: "phones[0]", expected: "String", given: "Int")])
    #expect(phones.itemCount == 1)
  }

  @Test("too many items, or no row to insert, are refused")
  func tooMany() {
    let (form, phones, _) = makeForm()
    phones.maximumItems = 2
    #expect(
      throws: FormError.multivaluedSection(
        .tooManyItems(section: "section 'phones'", maximum: 2, given: 3))
    ) { try form.setValues(checking: ["phones": ["1", "2", "3"]]) }
    phones.multivaluedRowToInsertAt = nil
    #expect(
      throws: FormError.multivaluedSection(.noRowToInsert(section: "section 'phones'"))
    ) { try form.setValues(checking: ["phones": ["1", "2"]]) }
    #expect(form.values()["phones"] as? [String] == ["111"])
  }

  @Test("unknown options, wrong types and arrays for a single selection are refused")
  func badSelection() throws {
    let (form, _, sizes) = makeForm()
    try form.tap("S")
    #expect(
      throws: FormError.selectionNotAvailable(section: "section 'sizes'", value: "XL")
    ) { try form.setValues(checking: ["sizes": ["M", "XL"]]) }
    #expect(
      throws: FormError.typeMismatch(tag: "sizes", expected: "array", given: "String")
    ) { try form.setValues(checking: ["sizes": "M"]) }
    #expect(sizes.selectedValues == ["S"])
    let (single, _, _) = makeForm(sizes: .singleSelection(enableDeselection: false))
    #expect(
      throws: FormError.typeMismatch(tag: "sizes", expected: "String", given: "Array<String>")
    ) { try single.setValues(checking: ["sizes": ["M"]]) }
  }

  @Test("an array for a plain row's tag is a type mismatch")
  func arrayForRow() {
    let (form, _, _) = makeForm()
    #expect(
      throws: FormError.typeMismatch(tag: "name", expected: "String", given: "Array<String>")
    ) { try form.setValues(checking: ["name": ["a", "b"]]) }
  }
}
