import Formwork
import Testing

@Test func smoke() throws {
  var changes = 0
  let form =
    Form()
    +++ Section("A")
    <<< TextRow("name") { $0.title = "Name" }.onChange { _ in changes += 1 }
    <<< IntRow("age") {
      $0.title = "Age"
      $0.value = 40
    }
    <<< SwitchRow("more") { $0.title = "More" }
    <<< TextRow("detail") {
      $0.hidden = .function(["more"]) { form in
        (form.rowBy(tag: "more") as? SwitchRow)?.value != true
      }
    }
  #expect(form.rows.count == 3)
  try form.type("Bob", into: "name")
  #expect(changes == 3)
  try form.toggle("more")
  #expect(form.rows.count == 4)
  try form.type("a", into: "age")
  let age: IntRow? = form.rowBy(tag: "age")
  #expect(age?.value == 40)
  #expect(age?.inputError != nil)
  #expect(age?.cell.valueText == "40a")
  form.setValues(["age": "x"])
  #expect(form.problems.count == 1)
  #expect(form.values()["name"] as? String == "Bob")
  #expect(throws: FormError.unknownTag("zz")) { try form.setValues(checking: ["zz": 1]) }
}
