import Formwork
import Testing

// Validation compares a row's rules' errors with the errors the row holds, where it holds them.
// A rule whose check changes those very errors while the rules run must not make validation
// lose, repeat or invent an error.

@Suite("A rule that changes its own row's errors")
struct RuleChangesOwnErrorsTests {
  /// The row a rule's check reaches, set once the row exists.
  final class RowReference {
    weak var row: TextRow?
  }

  /// A rule whose check sets its row's errors to `replacement`, then passes or fails.
  private func meddling(
    _ reference: RowReference, replacement: [ValidationError], fails: Bool
  ) -> RuleClosure<String> {
    let own = ValidationError(msg: "meddled")
    return RuleClosure { _ in
      reference.row?.validationErrors = replacement
      return fails ? own : nil
    }
  }

  @Test("a passing check that clears the errors after an error was matched keeps that error")
  func clearedAfterMatch() {
    let reference = RowReference()
    let row = TextRow("code") {
      $0.value = "abc"
      $0.add(rule: RuleMinLength(minLength: 5))
      $0.add(rule: meddling(reference, replacement: [], fails: false))
    }
    reference.row = row
    let form = Form() +++ Section() <<< row
    let expected = ["Field value must have at least 5 characters"]
    #expect(form.validate().map(\.msg) == expected)
    #expect(form.validate().map(\.msg) == expected)
    #expect(row.validationErrors.map(\.msg) == expected)
  }

  @Test("a failing check that replaces the errors before the next match reports each rule once")
  func replacedBeforeMatch() {
    let reference = RowReference()
    let row = TextRow("code") {
      $0.value = "abc"
      $0.add(rule: meddling(reference, replacement: [ValidationError(msg: "stale")], fails: true))
      $0.add(rule: RuleMinLength(minLength: 5))
    }
    reference.row = row
    let form = Form() +++ Section() <<< row
    let expected = ["meddled", "Field value must have at least 5 characters"]
    for _ in 0..<3 {
      #expect(form.validate().map(\.msg) == expected)
    }
    #expect(form.validate(quietly: true).map(\.row) == ["code", "code"])
  }

  @Test("a row's validation callback that removes every row of the form while it validates")
  func rowsRemovedWhileValidating() {
    let rows = (0..<4).map { i in
      TextRow("t\(i)") {
        $0.value = "a"
        $0.add(rule: RuleMinLength(minLength: 2))
      }
    }
    let section = Section { $0.append(contentsOf: rows) }
    let form = Form() +++ section
    var laterRowsValidatedFirst: Bool?
    // Weak captures: the callback is held by the first row, which the section and `rows` hold.
    rows[0].onRowValidationChanged { [weak section, weak second = rows[1]] _, _ in
      laterRowsValidatedFirst = second.map { !$0.validationErrors.isEmpty }
      section?.removeAll()
    }
    // The rows to validate are fixed before the first one validates, as in Eureka: the rows
    // removed meanwhile are still validated, and nothing is read after it is gone.
    #expect(form.validate().map(\.row) == ["t0", "t1", "t2", "t3"])
    #expect(laterRowsValidatedFirst == false)
    #expect(section.isEmpty)
    #expect(rows.allSatisfy { $0.validationErrors.count == 1 })
    #expect(form.validate().isEmpty)
  }
}
