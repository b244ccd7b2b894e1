import Formwork
import Foundation
import Testing

// How rules are stored does not show: rows given equal built-in rules share one stored check,
// rows given a rule set share its storage, and rows of every value type validate alike.

@Suite("Rule storage")
struct RuleStorageTests {
  /// A form of number rows given range rules that differ from row to row, in turn.
  private func alternatingForm() -> (Form, [IntRow]) {
    let rows = (0..<6).map { i in
      IntRow("n\(i)") {
        $0.value = 4
        // Equal rules on rows 0, 2, 4 and on rows 1, 3, 5; different between the two groups.
        $0.add(rule: RuleGreaterThan(min: i.isMultiple(of: 2) ? 3 : 5))
        $0.add(rule: RuleRequired(msg: i.isMultiple(of: 2) ? "even" : "odd", id: "r\(i % 2)"))
      }
    }
    return (Form() +++ Section { $0.append(contentsOf: rows) }, rows)
  }

  @Test("rows keep their own thresholds when equal and unequal rules are added in turn")
  func unequalRulesStaySeparate() {
    let (form, rows) = alternatingForm()
    let failing = form.validate().map(\.row)
    #expect(failing == ["n1", "n3", "n5"])
    #expect(rows[1].validationErrors.map(\.msg) == ["Field value must be greater than 5"])
    #expect(rows[0].isValid)
  }

  @Test("rules equal but for their message or identifier report their own")
  func messagesStaySeparate() {
    let (form, rows) = alternatingForm()
    for row in rows { row.value = nil }
    let errors = form.validate()
    #expect(errors.map(\.msg) == ["even", "odd", "even", "odd", "even", "odd"])
    #expect(errors.map(\.ruleID) == ["r0", "r1", "r0", "r1", "r0", "r1"])
  }

  @Test("removing a rule from one row of a shared rule set leaves the other rows' rules")
  func ruleSetStorageIsCopiedOnChange() {
    var rules = RuleSet<String>()
    rules.add(rule: RuleRequired(id: "required"))
    rules.add(rule: RuleMinLength(minLength: 3, id: "min"))
    let rows = (0..<3).map { i in
      TextRow("t\(i)") {
        $0.value = "ab"
        $0.add(ruleSet: rules)
      }
    }
    let form = Form() +++ Section { $0.append(contentsOf: rows) }
    rows[1].remove(ruleWithIdentifier: "min")
    rows[2].add(rule: RuleMaxLength(maxLength: 1, id: "max"))
    #expect(
      rows.map(\.ruleIdentifiers) == [
        ["required", "min"], ["required"], ["required", "min", "max"],
      ])
    #expect(form.validate().map(\.ruleID) == ["min", "min", "max"])
  }

  @Test("a rule type added with many parameters keeps each one")
  func manyDistinctRules() {
    let rows = (0..<50).map { i in
      IntRow("n\(i)") {
        $0.value = i
        $0.add(rule: RuleSmallerThan(max: i))  // fails every row: value == max
        $0.add(rule: RuleGreaterOrEqualThan(min: i))  // passes every row
      }
    }
    let form = Form() +++ Section { $0.append(contentsOf: rows) }
    let errors = form.validate()
    #expect(errors.count == 50)
    #expect(errors.map(\.msg) == (0..<50).map { "Field value must be smaller than \($0)" })
  }

  /// A value type no row of the library uses, so its row runs the generic validation path.
  struct Grade: Equatable, Comparable {
    var points: Int
    static func < (lhs: Grade, rhs: Grade) -> Bool { lhs.points < rhs.points }
  }

  final class GradeCell: Cell<Grade>, CellType {}
  final class GradeRow: Row<GradeCell>, RowType {}

  @Test("rows of every value type validate alike: text, whole and decimal numbers, flags, others")
  func everyValueType() {
    let text = TextRow("text") { $0.add(rule: RuleRequired()) }
    let whole = IntRow("whole") { $0.add(rule: RuleRequired()) }
    let decimal = DecimalRow("decimal") {
      $0.value = 0.5
      $0.add(rule: RuleGreaterThan(min: 1.0))
    }
    let flag = SwitchRow("flag") { $0.add(rule: RuleRequired()) }
    let grade = GradeRow("grade") {
      $0.value = Grade(points: 2)
      $0.add(rule: RuleGreaterThan(min: Grade(points: 3), msg: "too low"))
    }
    let url = URLRow("url") {
      $0.value = URL(string: "example.com")
      $0.add(rule: RuleURL(requiresProtocol: true))
    }
    let form = Form() +++ Section() <<< text <<< whole <<< decimal <<< flag <<< grade <<< url
    #expect(
      form.validate().map(\.description) == [
        "text: Field required!", "whole: Field required!",
        "decimal: Field value must be greater than 1.0", "flag: Field required!",
        "grade: too low", "url: Field value must be an URL!",
      ])
    grade.value = Grade(points: 4)
    #expect(grade.validate().isEmpty)
  }

  /// A row that reads its value trimmed: validation must see what `value` returns.
  final class TrimmedCell: Cell<String>, CellType {}
  final class TrimmedRow: Row<TrimmedCell>, RowType {
    override var value: String? {
      get { super.value?.trimmingCharacters(in: .whitespaces) }
      set { super.value = newValue }
    }
  }

  @Test("a row that overrides the value getter is validated against what it returns")
  func overriddenValueIsValidated() {
    let row = TrimmedRow("code") {
      $0.value = "   "
      $0.add(rule: RuleRequired(msg: "Code required"))
    }
    let form = Form() +++ Section() <<< row
    #expect(form.validate().map(\.msg) == ["Code required"])
    row.value = " A1 "
    #expect(form.validate().isEmpty)
  }

  /// A row whose own `validate(quietly:)` adds an error: the form must still call it.
  final class StrictCell: Cell<String>, CellType {}
  final class StrictRow: Row<StrictCell>, RowType {
    override func validate(quietly: Bool = false) -> [ValidationError] {
      var errors = super.validate(quietly: true)
      if value == "forbidden" { errors.append(ValidationError(msg: "not that word")) }
      if !quietly { validationErrors = errors }
      return errors
    }
  }

  @Test("a row that overrides validate(quietly:) is validated through its override")
  func overrideIsCalled() {
    let row = StrictRow("word") { $0.value = "forbidden" }
    let form = Form() +++ Section() <<< row
    #expect(form.validate().map(\.msg) == ["not that word"])
    #expect(row.validationErrors.map(\.msg) == ["not that word"])
  }
}
