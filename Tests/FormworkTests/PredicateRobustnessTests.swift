import Formwork
import Foundation
import Testing

/// A form with text rows holding the given values, tagged `a`, `b`, ...
private func textForm(_ values: String...) -> Form {
  let section = Section()
  for (index, value) in values.enumerated() {
    let tag = String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index)))
    section <<< TextRow(tag) { $0.value = value }
  }
  return Form() +++ section
}

/// A predicate string with `levels` of each opener around `$a == 1`.
private func nested(_ levels: Int, _ opener: String, _ closer: String = "") -> String {
  String(repeating: opener, count: levels) + "$a == 1" + String(repeating: closer, count: levels)
}

/// The error the parser gives for the opener at `offset` that goes one level too deep.
private func tooDeep(_ format: String, at offset: Int, _ token: String) -> Formwork.PredicateError {
  Formwork.PredicateError(
    source: format, offset: offset,
    expected: "at most \(FormPredicate.maximumNestingDepth) levels of parentheses, NOT and lists",
    found: "nesting too deep, \(token) opens level \(FormPredicate.maximumNestingDepth + 1)")
}

@Suite("Text comparisons do not use Foundation's search")
struct PredicateTextComparisonTests {
  @Test(
    "NUL characters and combining marks compare character by character",
    arguments: [
      ("é\0", "\0\0\0\0\0", "CONTAINS", false), ("x", "x\0", "CONTAINS", false),
      ("x\0", "x\0", "CONTAINS", true), ("ax\0b", "x\0", "CONTAINS", true),
      ("x", "x\0", "BEGINSWITH", false), ("x", "\0x", "ENDSWITH", false),
      ("\0x", "\0", "BEGINSWITH", true), ("x\0", "\0", "ENDSWITH", true),
      ("X", "x\0", "CONTAINS[c]", false), ("É\0", "\0\0", "CONTAINS[cd]", false),
      ("aab", "ab", "CONTAINS", true), ("abab", "abb", "CONTAINS", false),
      ("ababcabab", "ababd", "CONTAINS", false), ("aaaab", "aaab", "CONTAINS", true),
      ("e\u{301}", "e", "CONTAINS", false), ("e\u{301}", "é", "CONTAINS", true),
      ("anything", "", "CONTAINS", true), ("", "x", "CONTAINS", false),
    ])
  func compare(text: String, part: String, op: String, expected: Bool) throws {
    let form = textForm(text, part)
    #expect(try FormPredicate("$a \(op) $b").evaluate(in: form) == expected)
  }

  @Test("IN a text looks for the part the same way")
  func inText() throws {
    let form = textForm("x", "x\0")
    #expect(try !FormPredicate("$b IN $a").evaluate(in: form))
    #expect(try FormPredicate("$a IN $b").evaluate(in: form))
  }
}
