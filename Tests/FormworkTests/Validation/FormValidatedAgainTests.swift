import Formwork
import Testing

// A form validated again gives back its last answer while every row reports the very errors it
// reported last time; whatever changed in between must show in the next answer.

@Suite("A form validated again")
struct FormValidatedAgainTests {
  /// A form of `count` number rows, `n0`… each failing `RuleGreaterThan(min: 10)` unless its
  /// value is greater than 10, in sections of three.
  private func numbers(_ values: [Int?]) -> (Form, [IntRow]) {
    let rows = values.enumerated().map { index, value in
      IntRow("n\(index)") {
        $0.value = value
        $0.add(rule: RuleRequired(id: "required"))
        $0.add(rule: RuleGreaterThan(min: 10, id: "min"))
      }
    }
    let form = Form()
    for start in stride(from: 0, to: rows.count, by: 3) {
      form
        +++ Section {
          $0.append(contentsOf: rows[start..<min(start + 3, rows.count)].map { $0 as BaseRow })
        }
    }
    return (form, rows)
  }

  /// Each error as `tag rule`.
  private func described(_ errors: [ValidationError]) -> [String] {
    errors.map { "\($0.row ?? "-") \($0.ruleID ?? "-")" }
  }

  @Test("an unchanged form gives the same answer each time, quietly or not")
  func unchanged() {
    let (form, rows) = numbers([1, 20, nil, 5, 30, 40, 2])
    let expected = ["n0 min", "n2 required", "n3 min", "n6 min"]
    #expect(described(form.validate()) == expected)
    #expect(described(form.validate()) == expected)
    #expect(described(form.validate(quietly: true)) == expected)
    #expect(described(form.validate()) == expected)
    #expect(rows.map { $0.validationErrors.count } == [1, 0, 1, 1, 0, 0, 1])
  }

  @Test("a value changed between two validations shows in the second, in its place")
  func valueChanged() {
    let (form, rows) = numbers([1, 20, nil, 5, 30, 40, 2])
    _ = form.validate()
    rows[1].value = 3
    rows[3].value = 50
    #expect(described(form.validate()) == ["n0 min", "n1 min", "n2 required", "n6 min"])
    rows[0].value = 11
    rows[6].value = 12
    #expect(described(form.validate()) == ["n1 min", "n2 required"])
    rows[1].value = nil
    #expect(described(form.validate()) == ["n1 required", "n2 required"])
  }

  @Test("errors set by code between validations are replaced by what the rules say")
  func errorsSetByCode() {
    let (form, rows) = numbers([1, 20, 30])
    _ = form.validate()
    rows[0].validationErrors = [ValidationError(msg: "set by code")]
    rows[1].validationErrors = [ValidationError(msg: "set by code too")]
    #expect(described(form.validate()) == ["n0 min"])
    #expect(rows.map(\.validationErrors.count) == [1, 0, 0])
    rows[0].cleanValidationErrors()
    #expect(described(form.validate()) == ["n0 min"])
  }

  @Test("rows hidden, shown, added and removed between validations")
  func rowsComeAndGo() throws {
    let (form, rows) = numbers([1, 2, 3, 4])
    #expect(described(form.validate()) == ["n0 min", "n1 min", "n2 min", "n3 min"])
    rows[1].hidden = true
    #expect(described(form.validate()) == ["n0 min", "n2 min", "n3 min"])
    #expect(
      described(form.validate(includeHidden: true)) == ["n0 min", "n1 min", "n2 min", "n3 min"])
    #expect(described(form.validate()) == ["n0 min", "n2 min", "n3 min"])
    rows[1].hidden = false
    #expect(described(form.validate()) == ["n0 min", "n1 min", "n2 min", "n3 min"])
    let section = try #require(rows[3].section)
    _ = section.remove(at: 0)
    #expect(described(form.validate()) == ["n0 min", "n1 min", "n2 min"])
    section <<< IntRow("late") { $0.add(rule: RuleRequired(id: "required")) }
    #expect(described(form.validate()) == ["n0 min", "n1 min", "n2 min", "late required"])
    rows[2].disabled = true
    #expect(
      described(form.validate(includeDisabled: false)) == ["n0 min", "n1 min", "late required"])
    form.removeAll()
    #expect(form.validate().isEmpty)
  }

  @Test("an answer is a value: changing it changes neither the form nor the next answer")
  func answerIsAValue() {
    let (form, _) = numbers([1, 2])
    var answer = form.validate()
    answer.append(ValidationError(msg: "added by the caller"))
    answer[0].msg = "changed by the caller"
    let next = form.validate()
    #expect(next.map(\.msg) == Array(repeating: "Field value must be greater than 10", count: 2))
    #expect(described(next) == ["n0 min", "n1 min"])
  }

  @Test("a section's own rules are part of the answer, and their changes too")
  func sectionRules() throws {
    let section = MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
      $0.tag = "phones"
      $0 <<< PhoneRow("a") { $0.add(rule: RuleRequired(id: "required")) }
    }
    let form = Form() +++ section
    section.minimumItems = 2
    #expect(described(form.validate()) == ["a required", "section 'phones' minimumCount"])
    #expect(described(form.validate()) == ["a required", "section 'phones' minimumCount"])
    section <<< PhoneRow("b") { $0.value = "222" }
    #expect(described(form.validate()) == ["a required"])
    section.minimumItems = 3
    #expect(described(form.validate()) == ["a required", "section 'phones' minimumCount"])
  }

  @Test("a message provider set between validations rewrites the next answer")
  func messageProviderChanged() {
    let (form, _) = numbers([1])
    #expect(form.validate().map(\.message) == ["This field must be greater than 10"])
    form.validationMessageProvider = { "rewritten: \($0.ruleID ?? "")" }
    #expect(form.validate().map(\.message) == ["rewritten: min"])
    form.validationMessageProvider = nil
    #expect(form.validate().map(\.message) == ["This field must be greater than 10"])
  }
}
