import Formwork
import Testing

@Suite("Malformed layout rules")
struct LayoutRuleErrorTests {
  private func error(_ text: String) -> LayoutError? {
    do {
      _ = try LayoutRule(parsing: text)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "each mistake is reported where it is, with what was expected and found",
    arguments: [
      ("", 0, "'[' or '|'", "end of text"),
      ("X:[a]", 0, "'H:' or 'V:'", "'X'"),
      ("H:|-", 4, "'[' or '|'", "end of text"),
      ("H:[a", 4, "'(' or ']' after the tag", "end of text"),
      ("H:[]", 3, "a tag after '['", "']'"),
      ("H:[a(]", 5, "a number or a tag", "']'"),
      ("H:[a(>=b)]", 7, "a number after '>=' (only '==' may name a row)", "'b'"),
      ("H:[a(=5)]", 5, "'==', '>=' or '<='", "'='"),
      ("H:[a(4.5)]", 6, "a whole number of columns", "'.'"),
      ("H:[a(10001)]", 5, "a number from 0 to 10000", "more"),
      ("H:[a(5@750)]", 6, "',' or ')'", "'@' (priorities are not supported)"),
      ("H:[a(5)", 7, "']'", "end of text"),
      ("H:[a]-5[b]", 7, "'-' after the spacing", "'['"),
      ("H:[a]-(>=8)-[b]", 6, "'['", "'('"),
      ("H:[a] [b]", 5, "'['", "' '"),
      ("H:[a]|x", 6, "end of text after '|'", "'x'"),
      ("H:[a]-|-[b]", 7, "end of text after '|'", "'-'"),
      ("H:[a]-99999999999999999999-[b]", 6, "a number from 0 to 10000", "more"),
    ])
  func malformed(text: String, offset: Int, expected: String, found: String) {
    let error = error(text)
    #expect(error?.offset == offset)
    #expect(error?.problem == .malformed(expected: expected, found: found))
    #expect(error?.rule == text)
  }

  @Test("the description shows the rule with a caret under the spot")
  func caret() {
    #expect(
      error("H:|-[age-[name]-|")?.description == """
        layout rule: expected '(' or ']' after the tag at offset 8, found '-'
        H:|-[age-[name]-|
                ^
        """)
  }

  @Test("a row named twice in one rule is a contradiction at its second place")
  func twice() {
    let error = error("H:|-[a]-[b]-[a]-|")
    #expect(error?.offset == 13)
    #expect(error?.problem == .contradiction("'a' is named twice in one rule"))
  }

  @Test("rules past the limits are errors, read no further than the limit")
  func limits() {
    let long = "H:[" + String(repeating: "a", count: 2_000) + "]"
    #expect(error(long)?.offset == LayoutRule.maximumLength)
    let many = (0...LayoutRule.maximumItems).map { "[r\($0)]" }.joined(separator: "-")
    let manyError = error("H:" + many)
    #expect(manyError?.problem == .malformed(expected: "at most 100 rows", found: "more"))
    #expect(manyError?.offset == 2 + 4 * 10 + 5 * 90 + 100)  // the 101st '['
    let atLimit = (0..<LayoutRule.maximumItems).map { "[r\($0)]" }.joined()
    #expect(error("H:" + atLimit) == nil)
  }

  @Test("rules built in code are checked too, with positions in their spelling")
  func typedProblems() {
    let empty = LayoutRule(.horizontal, [])
    #expect(empty.error?.problem == .malformed(expected: "a row in brackets", found: "none"))
    let negative = LayoutRule(.horizontal, [.row("a"), .row("b", .atLeast(-3))])
    #expect(negative.description == "H:[a]-[b(>=-3)]")
    #expect(negative.error?.offset == 9)
    #expect(
      negative.error?.problem == .malformed(expected: "a size from 0 to 10000", found: "-3"))
    let blank = LayoutRule(.vertical, [.row("")])
    #expect(blank.error?.problem == .malformed(expected: "a tag", found: "an empty tag"))
    let blankOther = LayoutRule(.vertical, [.row("a", .sameAs(""))])
    #expect(blankOther.error?.offset == 5)
  }

  @Test("random strings never crash the parser and always end")
  func fuzz() {
    let alphabet = Array("HV:|-[]()=<>@,.0123456789abc_ é")
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...30, using: &generator)
      let text = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
      let rule = LayoutRule(text)
      if let error = rule.error {
        #expect(error.offset >= 0 && error.offset <= text.count)
      } else {
        #expect(rule.description == text)
      }
    }
  }
}
