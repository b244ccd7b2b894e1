import Formwork
import Foundation
import Testing

/// A row that hands its value out only boxed, through `baseValue`: predicates read it the untyped
/// way (``PredicateValue/init(_:)`` on the boxed value), the way every row was read before typed
/// rows read their values without boxing them.
private final class BoxedRow: BaseRow {
  var boxed: Any?

  override var baseValue: Any? {
    get { boxed }
    set { boxed = newValue }
  }
}

private enum Flavour: String, CaseIterable {
  case plain, spicy
}

/// The right-hand sides every operator is tried with: numbers, NaN, Booleans, nil, text, lists
/// and dates.
private let literals = [
  "0", "1", "-1", "2.5", "3", "3.5", "NAN", "TRUE", "FALSE", "NIL", "''", "'a'", "'value'",
  "'3.5'", "'plain'", "'https://a.example/x'", "{1, 2}", "{'a', 'b'}", "{}",
  "CAST(0, 'NSDate')", "CAST(1000.5, 'NSDate')", "'*a*'", "'.*'",
]

private let operators = [
  "==", "!=", "<", "<=", ">", ">=", "CONTAINS", "IN", "BEGINSWITH", "ENDSWITH", "LIKE",
  "MATCHES", "==[c]", "CONTAINS[cd]",
]

/// Checks that a typed row holding `value` answers every comparison as a row handing out the
/// same value boxed does, on both sides of every operator, against literals, the boxed row and
/// itself.
private func expectSameAnswers<T: Equatable>(
  _ value: T?, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let typed = RowOf<T>(tag: "typed")
  typed.value = value
  let boxed = BoxedRow(tag: "boxed")
  boxed.boxed = typed.baseValue
  let form = Form() +++ Section() <<< typed <<< boxed
  var compared = 0
  for op in operators {
    for other in literals + ["$boxed", "$typed"] {
      for format in ["$typed \(op) \(other)", "\(other) \(op) $typed"] {
        guard let condition = try? Condition(format: format) else { continue }
        // The same comparison with every `$typed` read the untyped way.
        let oracle = try Condition(
          format: format.replacingOccurrences(of: "$typed", with: "$boxed"))
        #expect(
          condition.evaluate(in: form) == oracle.evaluate(in: form),
          "\(format) for \(String(describing: value))", sourceLocation: sourceLocation)
        compared += 1
      }
    }
  }
  #expect(compared > 500, sourceLocation: sourceLocation)
  // A condition with no operator reads the value as a Boolean.
  #expect(
    try Condition(format: "$typed").evaluate(in: form)
      == Condition(format: "$boxed").evaluate(in: form),
    sourceLocation: sourceLocation)
}

@Suite("Typed rows read by predicates")
struct PredicateTypedReadTests {
  @Test("text, whole numbers and Booleans read as their boxed values do")
  func textNumbersAndBooleans() throws {
    for value in [nil, "", "a", "value", "3.5", "Ana María", "A", "plain", "https://a.example/x"] {
      try expectSameAnswers(value)
    }
    for value in [nil, 0, 1, -1, 3, Int.max, Int.min] { try expectSameAnswers(value) }
    for value in [nil, true, false] { try expectSameAnswers(value) }
    for value: Int64? in [nil, 3, .max] { try expectSameAnswers(value) }
    for value: Int32? in [nil, -1, 3] { try expectSameAnswers(value) }
    for value: UInt8? in [nil, 0, 255] { try expectSameAnswers(value) }
    for value: Character? in [nil, "a", "é"] { try expectSameAnswers(value) }
  }

  @Test("floating-point numbers, NaN and infinities read as their boxed values do")
  func floatingPoint() throws {
    for value in [nil, 0, 1, -1, 2.5, 3.5, .nan, .infinity, -.infinity, 1e300] {
      try expectSameAnswers(value as Double?)
    }
    for value: Float? in [nil, 2.5, .nan, -0] { try expectSameAnswers(value) }
  }

  @Test("dates, decimals and URLs read as their boxed values do")
  func datesDecimalsAndURLs() throws {
    for value: Date? in [
      nil, Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 1000.5),
      Date(timeIntervalSinceReferenceDate: -1),
    ] {
      try expectSameAnswers(value)
    }
    for value: Decimal? in [
      nil, 0, 3.5, 2.5, -1, Decimal.nan, Decimal(string: "12345678901234567890"),
    ] {
      try expectSameAnswers(value)
    }
    for value in [nil, URL(string: "https://a.example/x"), URL(string: "file:///tmp/a")] {
      try expectSameAnswers(value)
    }
  }

  @Test("sets and arrays read as their boxed values do, in any order")
  func collections() throws {
    for value: Set<String>? in [nil, [], ["a"], ["a", "b"], ["b", "a", "value"]] {
      try expectSameAnswers(value)
    }
    for value: Set<Int>? in [nil, [], [1], [1, 2], [2, 1, 3]] { try expectSameAnswers(value) }
    for value: [String]? in [nil, [], ["a", "b"], ["b", "a"]] { try expectSameAnswers(value) }
    for value: [Int]? in [nil, [], [1, 2], [2, 1]] { try expectSameAnswers(value) }
    for value: Set<Double>? in [nil, [2.5, 1]] { try expectSameAnswers(value) }
  }

  @Test("optionals inside the row's optional, and other types, read as their boxed values do")
  func optionalsAndOtherTypes() throws {
    for value: Int?? in [nil, .some(nil), .some(3)] { try expectSameAnswers(value) }
    for value: String?? in [nil, .some(nil), .some("a")] { try expectSameAnswers(value) }
    for value: Flavour? in [nil, .plain, .spicy] { try expectSameAnswers(value) }
    for value: Set<Flavour>? in [nil, [.plain], [.plain, .spicy]] { try expectSameAnswers(value) }
  }

  @Test("a typed row answers as its value says after the value changes")
  func answersFollowTheValue() throws {
    let count = IntRow("count") { $0.value = 1 }
    let label = LabelRow("label") { $0.hidden = "$count > 2" }
    let form = Form() +++ Section() <<< count <<< label
    #expect(!label.isHidden)
    count.value = 3
    #expect(label.isHidden)
    count.value = nil
    #expect(!label.isHidden)
    #expect(try Condition(format: "$count == nil").evaluate(in: form))
  }
}
