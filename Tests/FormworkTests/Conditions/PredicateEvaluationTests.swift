import Formwork
import Foundation
import Testing

/// A form with one row of each value type, for evaluating predicates against.
private func sampleForm() -> Form {
  Form()
    +++ Section("values") { $0.tag = "values" }
    <<< TextRow("name") { $0.value = "Ana María" }
    <<< IntRow("count") { $0.value = 3 }
    <<< DecimalRow("price") { $0.value = 2.5 }
    <<< SwitchRow("on") { $0.value = true }
    <<< TextRow("empty")
    <<< LabelRow("hiddenLabel") { $0.hidden = true }
    <<< CheckRow("locked") { $0.disabled = true }
}

@Suite("Evaluating predicates")
struct PredicateEvaluationTests {
  @Test(
    "typed comparisons",
    arguments: [
      ("$name == 'Ana María'", true), ("$name = 'ana maría'", false),
      ("$name ==[c] 'ANA MARÍA'", true), ("$name ==[d] 'Ana Maria'", true),
      ("$name ==[cd] 'ana maria'", true), ("$name != 'x'", true), ("$name <> 'Ana María'", false),
      ("$count == 3", true), ("$count == 3.0", true), ("$count > 2", true), ("$count >= 3", true),
      ("$count < 3", false), ("$count <= 3", true), ("$count =< 2", false), ("$count => 3", true),
      ("$count == '3'", false), ("$count > '2'", false), ("$price > 2", true),
      ("$price == 2.5", true), ("$price < $count", true), ("$on == TRUE", true),
      ("$on == YES", true), ("$on == 1", true), ("$on == 0", false), ("$on", true),
      ("$on != NO", true), ("$empty == nil", true), ("$empty == NULL", true),
      ("$empty != nil", false), ("$empty < 1", false), ("$empty == ''", false),
      ("$missing == nil", true), ("$name > 'Ana'", true), ("$name < 'B'", true),
    ])
  func comparisons(format: String, expected: Bool) throws {
    let form = sampleForm()
    #expect(try FormPredicate(format).evaluate(in: form) == expected, "\(format)")
  }

  @Test(
    "string operators with options",
    arguments: [
      ("$name CONTAINS 'María'", true), ("$name CONTAINS 'maría'", false),
      ("$name CONTAINS[c] 'MARÍA'", true), ("$name CONTAINS[d] 'Maria'", true),
      ("$name BEGINSWITH 'Ana'", true), ("$name BEGINSWITH[c] 'ana'", true),
      ("$name BEGINSWITH 'ana'", false), ("$name ENDSWITH 'ía'", true),
      ("$name ENDSWITH[d] 'ia'", true), ("$name ENDSWITH[cd] 'IA'", true),
      ("$name LIKE 'Ana*'", true), ("$name LIKE 'A?a M*a'", true), ("$name LIKE 'Ana'", false),
      ("$name LIKE[c] 'ana*'", true), ("$name LIKE '*'", true), ("$name LIKE '?'", false),
      ("$name MATCHES 'Ana.*'", true), ("$name MATCHES 'Ana'", false),
      ("$name MATCHES[c] 'ana mar.a'", true), ("$name MATCHES '[A-Z][a-z]+ .+'", true),
      ("$name IN {'x', 'Ana María'}", true), ("$name IN {'x', 'y'}", false),
      ("$name IN[c] {'ana maría'}", true), ("'Ana' IN $name", true), ("$count IN {1, 2, 3}", true),
      ("$count IN {1.5, 3.0}", true), ("$count CONTAINS 3", false), ("$empty CONTAINS 'a'", false),
    ])
  func stringOperators(format: String, expected: Bool) throws {
    let form = sampleForm()
    #expect(try FormPredicate(format).evaluate(in: form) == expected, "\(format)")
  }

  @Test(
    "row and section states",
    arguments: [
      ("$hiddenLabel.isHidden", true), ("$hiddenLabel.isHidden == NO", false),
      ("$name.isHidden", false), ("$locked.isDisabled", true), ("$name.isDisabled == FALSE", true),
      ("$values.isHidden", false), ("$missing.isHidden", false),
    ])
  func states(format: String, expected: Bool) throws {
    let form = sampleForm()
    #expect(try FormPredicate(format).evaluate(in: form) == expected, "\(format)")
  }

  @Test(
    "logic and precedence",
    arguments: [
      ("$on AND $count == 3", true), ("$on && $count == 4", false), ("$on OR $count == 4", true),
      ("NOT $on OR $count == 3", true), ("NOT ($on OR $count == 3)", false),
      ("!$on || $count == 4", false), ("$on AND NOT $on", false),
      ("$count == 1 OR $count == 2 OR $count == 3", true),
      ("$count == 3 OR $count == 1 AND $count == 2", true),
      ("($count == 3 OR $count == 1) AND $count == 2", false), ("TRUEPREDICATE", true),
      ("FALSEPREDICATE OR YES", true),
    ])
  func logic(format: String, expected: Bool) throws {
    let form = sampleForm()
    #expect(try FormPredicate(format).evaluate(in: form) == expected, "\(format)")
  }

  @Test("dates compare with dates")
  func dates() throws {
    let form = Form() +++ Section() <<< LabelRow("when")
    let start = Date(timeIntervalSinceReferenceDate: 1000)
    let predicate = FormPredicate.comparison(
      .value(of: "when"), .greaterThan, .literal(.date(start)), [])
    #expect(!predicate.evaluate(in: form))
    // A row holding a date: a custom row over `Date`.
    let dateForm =
      Form() +++ Section() <<< DateProbeRow("when") { $0.value = start.addingTimeInterval(5) }
    #expect(predicate.evaluate(in: dateForm))
    #expect(try FormPredicate("$when > CAST(1000, 'NSDate')").evaluate(in: dateForm))
    #expect(try !FormPredicate("$when < CAST(1000.5, 'NSDate')").evaluate(in: dateForm))
  }

  @Test("an enumeration's value compares as its case name")
  func enumerations() throws {
    let form = Form() +++ Section() <<< ChoiceProbeRow("kind") { $0.value = .email }
    #expect(try FormPredicate("$kind == 'email'").evaluate(in: form))
    #expect(try !FormPredicate("$kind == 'phone'").evaluate(in: form))
  }
}

final class DateProbeCell: Cell<Date>, CellType {
  required init() {}
}

final class DateProbeRow: Row<DateProbeCell>, RowType {
  required init(tag: String?) { super.init(tag: tag) }
}

enum ContactKind: Equatable { case email, phone }

final class ChoiceProbeCell: Cell<ContactKind>, CellType {
  required init() {}
}

final class ChoiceProbeRow: Row<ChoiceProbeCell>, RowType {
  required init(tag: String?) { super.init(tag: tag) }
}
