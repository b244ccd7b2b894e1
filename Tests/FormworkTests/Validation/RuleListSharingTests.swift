import Formwork
import Testing

// Rows given the same built-in rules in the same order may hold one rules array between them;
// none of it may show: each row keeps, changes and checks its own rules.

@Suite("Rule lists shared between rows")
struct RuleListSharingTests {
  /// A text row given a required rule, a minimum and a maximum length, as a form's rows
  /// usually are: one `add(rule:)` after the other.
  private func textRow(_ tag: String, value: String?, max: UInt = 5) -> TextRow {
    TextRow(tag) {
      $0.value = value
      $0.add(rule: RuleRequired(id: "required"))
      $0.add(rule: RuleMinLength(minLength: 2, id: "min"))
      $0.add(rule: RuleMaxLength(maxLength: max, id: "max"))
    }
  }

  @Test("changing the rules of one row leaves the rows given the same rules as they were")
  func changesStayWithTheirRow() {
    let rows = (0..<4).map { textRow("t\($0)", value: "abcdefg") }
    let form = Form() +++ Section { $0.append(contentsOf: rows) }
    rows[1].removeAllRules()
    rows[2].remove(ruleWithIdentifier: "min")
    rows[3].add(rule: RuleMinLength(minLength: 10, id: "longer"))
    #expect(
      rows.map(\.ruleIdentifiers) == [
        ["required", "min", "max"], [], ["required", "max"], ["required", "min", "max", "longer"],
      ])
    #expect(
      form.validate().map { "\($0.row ?? "") \($0.ruleID ?? "")" } == [
        "t0 max", "t2 max", "t3 max", "t3 longer",
      ])
    // A row made after the changes gets the rules as they were added, not any row's changes.
    let later = textRow("later", value: "abcdefg")
    #expect(later.ruleIdentifiers == ["required", "min", "max"])
    #expect(later.validate().map(\.ruleID) == ["max"])
  }

  @Test("rows whose rules agree on a first part keep their own last rule")
  func commonFirstRules() {
    let rows = (0..<6).map { textRow("t\($0)", value: "abcdef", max: $0.isMultiple(of: 2) ? 5 : 9) }
    let form = Form() +++ Section { $0.append(contentsOf: rows) }
    #expect(form.validate().map(\.row) == ["t0", "t2", "t4"])
    #expect(rows[0].validationErrors.map(\.msg) == ["Field value must have less than 5 characters"])
  }

  /// A rule of the caller's: never shared, since its check may read more than it compares.
  struct NoDigits: RuleType {
    var id: String? = "digits"
    var validationError = ValidationError(msg: "no digits")
    func isValid(value: String?) -> ValidationError? {
      (value ?? "").contains(where: \.isNumber) ? validationError : nil
    }
  }

  @Test("a caller's rule between built-in ones keeps its place and its check on every row")
  func callersRuleBetween() {
    let rows = (0..<3).map { i in
      TextRow("t\(i)") {
        $0.value = i == 1 ? "a1" : "ab"
        $0.add(rule: RuleRequired(id: "required"))
        $0.add(rule: NoDigits())
        $0.add(rule: RuleMaxLength(maxLength: 1, id: "max"))
      }
    }
    let form = Form() +++ Section { $0.append(contentsOf: rows) }
    #expect(rows.allSatisfy { $0.ruleIdentifiers == ["required", "digits", "max"] })
    let tooLong = "Field value must have less than 1 characters"
    #expect(form.validate().map(\.msg) == [tooLong, "no digits", tooLong, tooLong])
  }

  @Test("a rule set changed after rows took it leaves their rules as they were")
  func ruleSetChangedLater() {
    var rules = RuleSet<Int>()
    rules.add(rule: RuleRequired(id: "required"))
    rules.add(rule: RuleGreaterThan(min: 0, id: "positive"))
    let first = IntRow("first") {
      $0.value = -1
      $0.add(ruleSet: rules)
    }
    rules.add(rule: RuleSmallerThan(max: -5, id: "small"))
    let second = IntRow("second") {
      $0.value = -1
      $0.add(ruleSet: rules)
      $0.add(rule: RuleSmallerOrEqualThan(max: 100, id: "max"))
    }
    #expect(first.ruleIdentifiers == ["required", "positive"])
    #expect(second.ruleIdentifiers == ["required", "positive", "small", "max"])
    #expect(first.validate().map(\.ruleID) == ["positive"])
    #expect(second.validate().map(\.ruleID) == ["positive", "small"])
  }

  @Test("many different lists of rules, more than are remembered, each check as added")
  func manyDifferentLists() {
    let rows = (0..<300).map { i in
      IntRow("n\(i)") {
        $0.value = i % 150
        $0.add(rule: RuleRequired())
        $0.add(rule: RuleSmallerThan(max: i % 150))  // fails: value == max
        $0.add(rule: RuleGreaterOrEqualThan(min: i % 150))  // passes
      }
    }
    let form = Form() +++ Section { $0.append(contentsOf: rows) }
    #expect(
      form.validate().map(\.msg) == (0..<300).map { "Field value must be smaller than \($0 % 150)" }
    )
  }

  @Test("rows given the same rules on several threads at once check as if made one by one")
  func concurrentRows() async {
    let value: @Sendable (Int, Int) -> Int = { task, i in (task * 200 + i) % 7 - 3 }
    let verdicts = await withTaskGroup(of: (Int, [String]).self) { group in
      for task in 0..<8 {
        group.addTask {
          let verdict = (0..<200).map { i in
            let row = IntRow("n\(i)") {
              $0.value = value(task, i)
              $0.add(rule: RuleRequired())
              $0.add(rule: RuleGreaterThan(min: 0))
              $0.add(rule: RuleSmallerOrEqualThan(max: 2))
            }
            return row.validate().map(\.msg).joined(separator: "|")
          }
          return (task, verdict)
        }
      }
      var all: [Int: [String]] = [:]
      for await (task, verdict) in group { all[task] = verdict }
      return all
    }
    let expected = { (value: Int) -> String in
      if value <= 0 { return "Field value must be greater than 0" }
      return value > 2 ? "Field value must be smaller or equals than 2" : ""
    }
    for task in 0..<8 {
      #expect(verdicts[task] == (0..<200).map { expected(value(task, $0)) })
    }
  }
}
