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

@Suite("Predicate nesting is bounded")
struct PredicateNestingTests {
  let limit = FormPredicate.maximumNestingDepth

  @Test("the limit is 128 levels")
  func limitValue() {
    #expect(FormPredicate.maximumNestingDepth == 128)
  }

  @Test("parentheses, NOTs and lists up to the limit parse, evaluate and read back")
  func justBelow() throws {
    let form = Form() +++ Section() <<< IntRow("a") { $0.value = 1 }
    let formats = [
      nested(limit, "(", ")"), nested(limit, "NOT "), nested(limit, "!"),
      nested(limit / 2, "NOT (", ")"),
      "$a IN " + String(repeating: "{", count: limit) + "1" + String(repeating: "}", count: limit),
    ]
    for format in formats {
      let predicate = try FormPredicate(format)
      #expect(try FormPredicate(predicate.description) == predicate)
      _ = predicate.evaluate(in: form)
    }
    #expect(try FormPredicate(nested(limit, "(", ")")).evaluate(in: form))
    #expect(try FormPredicate(nested(limit, "NOT ")).evaluate(in: form))
    #expect(try !FormPredicate(nested(limit - 1, "NOT ")).evaluate(in: form))
  }

  @Test("one level more is an error at the opener of that level")
  func justAbove() {
    let parens = nested(limit + 1, "(", ")")
    #expect(throws: tooDeep(parens, at: limit, "'('")) { try FormPredicate(parens) }
    let nots = nested(limit + 1, "NOT ")
    #expect(throws: tooDeep(nots, at: 4 * limit, "'NOT'")) { try FormPredicate(nots) }
    let bangs = nested(limit + 1, "!")
    #expect(throws: tooDeep(bangs, at: limit, "'!'")) { try FormPredicate(bangs) }
    let lists = "$a IN " + String(repeating: "{", count: limit + 1)
    #expect(throws: tooDeep(lists, at: 6 + limit, "'{'")) { try FormPredicate(lists) }
    let mixed = String(repeating: "(NOT ", count: limit / 2) + "$a IN {1}"
    #expect(throws: tooDeep(mixed, at: 5 * (limit / 2) + 6, "'{'")) { try FormPredicate(mixed) }
  }

  @Test(
    "10,000 levels are an error, not a stack overflow, in every spelling",
    arguments: ["(", "NOT ", "!", "{"])
  func deepStrings(opener: String) throws {
    let format = (opener == "{" ? "$a IN " : "") + nested(10_000, opener)
    #expect(throws: Formwork.PredicateError.self) { try FormPredicate(format) }
    #expect(throws: Formwork.PredicateError.self) { try Condition(format: format) }
    let literal = Condition(stringLiteral: format)
    #expect(literal.error?.found.hasPrefix("nesting too deep") == true)
  }

  @Test("inside a Task, whose stack is small, deep strings are errors and the limit parses")
  func insideTask() async {
    let limit = self.limit
    let outcome = await Task.detached {
      var answers: [Bool] = []
      for format in [nested(5_000, "("), nested(10_000, "NOT "), nested(limit + 1, "(", ")")] {
        answers.append((try? FormPredicate(format)) == nil)
      }
      let form = Form() +++ Section() <<< IntRow("a") { $0.value = 1 }
      let atLimit = try? FormPredicate(nested(limit / 2, "NOT (", ")"))
      answers.append(atLimit?.evaluate(in: form) == true)
      answers.append(atLimit.flatMap { try? FormPredicate($0.description) } == atLimit)
      return answers
    }.value
    #expect(outcome == [true, true, true, true, true])
  }

  @Test("a predicate built in code deeper than the limit evaluates and describes in a Task")
  func deepTypedPredicate() async {
    let outcome = await Task.detached {
      var predicate = FormPredicate.value(of: "a").equals(1)
      for level in 0..<2_000 {
        switch level % 3 {
        case 0: predicate = .not(predicate)
        case 1: predicate = .and([predicate, .constant(true)])
        default: predicate = .or([.constant(false), predicate])
        }
      }
      let form = Form() +++ Section() <<< IntRow("a") { $0.value = 1 }
      let description = predicate.description
      return (
        predicate.evaluate(in: form), predicate.tags, description.count,
        (try? FormPredicate(description)) == nil
      )
    }.value
    // 667 NOTs: an odd number, so the answer is the opposite of `$a == 1`.
    #expect(outcome.0 == false)
    #expect(outcome.1 == ["a"])
    #expect(outcome.2 > 2_000)
    #expect(outcome.3, "the description nests deeper than the parser reads")
  }

  @Test("a predicate built in code at the limit describes into a string the parser reads")
  func typedAtLimit() throws {
    // Each level is an OR inside an AND: one pair of parentheses.
    var predicate = FormPredicate.value(of: "a").equals(1)
    for _ in 0..<limit {
      predicate = .and([.value(of: "b").equals(2), .or([.value(of: "c").equals(3), predicate])])
    }
    #expect(try FormPredicate(predicate.description) == predicate)
    #expect(throws: Formwork.PredicateError.self) {
      try FormPredicate(FormPredicate.not(.or([predicate, .constant(true)])).description)
    }
  }
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

@Suite("MATCHES checks its pattern alone and anchors it at the very ends")
struct PredicateMatchesTests {
  @Test("a pattern that closes the anchoring group is a parse error")
  func escapingGroup() {
    let format = "$a MATCHES 'a)|(?:b'"
    #expect(
      throws: Formwork.PredicateError(
        source: format, offset: 11, expected: "a valid regular expression",
        found: "the string 'a)|(?:b'")
    ) { try FormPredicate(format) }
  }

  @Test("a pattern read from a row is checked alone too, and then matches nothing")
  func escapingGroupFromRow() throws {
    let form = textForm("axyz", "a)|(?:b")
    #expect(try !FormPredicate("$a MATCHES $b").evaluate(in: form))
  }

  @Test(
    "the whole text must match, a final line break included",
    arguments: [
      ("abc\n", "abc", false), ("abc", "abc", true), ("x\nabc", "abc", false),
      ("abc\n", "abc\\n", true), ("a", "(?x) a # a comment", true), ("ab", "(?x) a # b", false),
    ])
  func anchors(text: String, pattern: String, expected: Bool) throws {
    let form = textForm(text, pattern)
    #expect(try FormPredicate("$a MATCHES $b").evaluate(in: form) == expected)
  }

  @Test("two spellings of the same text are two patterns, whatever the cache has seen")
  func canonicallyEquivalentPatterns() {
    let form = textForm("\u{E9}")
    // The regular expression engine compares scalars: a decomposed é does not match a
    // precomposed one, even when the precomposed pattern was compiled first.
    #expect(FormPredicate.value(of: "a").matches("(?:\u{E9})q?").evaluate(in: form))
    #expect(!FormPredicate.value(of: "a").matches("(?:e\u{301})q?").evaluate(in: form))
  }

  @Test("the cache of compiled patterns keeps at most 256 of them")
  func boundedCache() {
    #expect(FormPredicate.maximumCachedPatterns == 256)
    let form = textForm("abc")
    for index in 0..<1_000 {
      #expect(FormPredicate.value(of: "a").matches("p\(index)|abc").evaluate(in: form))
      // Other tests add patterns at the same time: the bound holds for all of them.
      if index.isMultiple(of: 100) {
        #expect(FormPredicate.cachedPatternCount <= FormPredicate.maximumCachedPatterns)
      }
    }
    #expect(FormPredicate.cachedPatternCount <= FormPredicate.maximumCachedPatterns)
    #expect(FormPredicate.cachedPatternCount > 0)
  }
}

@Suite("A predicate's description parses back")
struct PredicateDescriptionRoundTripTests {
  @Test(
    "decimals of every size read back",
    arguments: [
      0.0000001, 1e16, -2.5e-300, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 0.1, -0.0,
      123456.789,
    ])
  func decimals(value: Double) throws {
    let predicate = FormPredicate.value(of: "a").equals(.literal(.double(value)))
    #expect(try FormPredicate(predicate.description) == predicate, "\(predicate)")
  }

  @Test("the decimals the issue names read back as written")
  func exponents() throws {
    let predicate = try FormPredicate("$a == 0.0000001")
    #expect(predicate == .value(of: "a").equals(0.0000001))
    #expect(try FormPredicate(predicate.description) == predicate)
    #expect(try FormPredicate("$a == 1E+3") == .value(of: "a").equals(1000.0))
    #expect(try FormPredicate("$a < 2.5e-3") == .value(of: "a").isLess(than: 0.0025))
    #expect(
      try FormPredicate("$d < CAST(1e-7, 'NSDate')")
        == FormPredicate("$d < CAST(0.0000001, 'NSDate')"))
  }

  @Test("infinities and NaN have names that read back")
  func nonFinite() throws {
    for value in [Double.infinity, -.infinity] {
      let predicate = FormPredicate.value(of: "a").equals(.literal(.double(value)))
      #expect(try FormPredicate(predicate.description) == predicate)
    }
    let nan = FormPredicate.value(of: "a").equals(.literal(.double(.nan)))
    #expect(nan.description == "$a == NAN")
    #expect(try FormPredicate(nan.description).description == nan.description)
    let date = FormPredicate.value(of: "d").isLess(than: .literal(.date(.distantFuture)))
    #expect(try FormPredicate(date.description) == date)
  }

  @Test("a decimal too large for a Double is an error")
  func overflow() {
    let format = "$a == 1e999"
    #expect(
      throws: Formwork.PredicateError(
        source: format, offset: 6, expected: "a number that fits in a Double", found: "'1e999'")
    ) { try FormPredicate(format) }
  }

  @Test("empty groups print as the constant they mean")
  func emptyGroups() throws {
    #expect(FormPredicate.and([]).description == "TRUEPREDICATE")
    #expect(FormPredicate.or([]).description == "FALSEPREDICATE")
    #expect(FormPredicate.not(.and([])).description == "NOT TRUEPREDICATE")
    let form = Form()
    for predicate in [
      FormPredicate.and([]), .or([]), .and([.or([])]), .or([.and([]), .or([])]),
      .and([.value(of: "x").equals(nil)]), .not(.or([.and([])])),
    ] {
      let reread = try FormPredicate(predicate.description)
      #expect(reread.evaluate(in: form) == predicate.evaluate(in: form), "\(predicate)")
    }
  }

  @Test(
    "tags that are not plain words are quoted, and the quotes read back",
    arguments: [
      "first-name", "a.b", "", "has space", "it's", "x'\\\"", "e\u{301}", "\u{301}", "1", "_",
    ])
  func quotedTags(tag: String) throws {
    for predicate in [
      FormPredicate.value(of: tag).equals("x"), FormPredicate.isHidden(tag).equals(true),
      FormPredicate.isDisabled(tag).notEquals(false),
    ] {
      #expect(try FormPredicate(predicate.description) == predicate, "\(predicate)")
    }
    #expect(try FormPredicate(FormPredicate.value(of: tag).equals(1).description).tags == [tag])
  }

  @Test("quoted tags in a predicate string")
  func quotedTagSyntax() throws {
    #expect(try FormPredicate("$'first-name' == 'Ann'") == .value(of: "first-name").equals("Ann"))
    #expect(try FormPredicate("$\"a.b\".isHidden") == .isHidden("a.b").equals(true))
    #expect(try FormPredicate("$'' == NIL") == .value(of: "").equals(nil))
    #expect(FormPredicate.value(of: "first-name").equals(1).description == "$'first-name' == 1")
    #expect(FormPredicate.value(of: "name").equals(1).description == "$name == 1")
    let form = Form() +++ Section() <<< TextRow("first-name") { $0.value = "Ann" }
    #expect(try FormPredicate("$'first-name' BEGINSWITH 'A'").evaluate(in: form))
  }

  @Test(
    "texts whose edges would join the quotes are escaped",
    arguments: [
      "\u{301}x", "x\u{600}", "\u{600}\n", "\u{600}", "\u{301}", "\u{200D}a", "\u{E33}",
      "a\u{600}'",
      "\u{600}\u{600}\\", "\r\n", "tab\there", "\0", "\0\u{301}", "x\n\u{301}\u{302}", "'\u{301}",
      "A?\0\0a2*\0\u{301}\u{FFFD}\0",
    ])
  func awkwardTexts(text: String) throws {
    let predicate = FormPredicate.value(of: "a").equals(.literal(.string(text)))
    #expect(try FormPredicate(predicate.description) == predicate, "\(predicate)")
  }

  @Test("\\u{…} escapes in strings")
  func scalarEscapes() throws {
    #expect(try FormPredicate("$a == '\\u{E9}\\u{1F600}'") == .value(of: "a").equals("é😀"))
    let format = "$a == '\\u{D800}'"
    #expect(
      throws: Formwork.PredicateError(
        source: format, offset: 7, expected: "a Unicode scalar such as \\u{E9}",
        found: "'\\u{D800}'")
    ) { try FormPredicate(format) }
  }

  @Test("AND inside OR needs no parentheses; other groups keep theirs")
  func parentheses() throws {
    let formats = [
      "$a == 1 OR $b == 2 AND $c == 3", "($a == 1 OR $b == 2) AND $c == 3",
      "$a == 1 AND ($b == 2 AND $c == 3)", "$a == 1 OR ($b == 2 OR $c == 3)",
      "NOT ($a == 1 AND $b == 2)", "NOT ($a == 1 OR $b == 2)",
    ]
    for format in formats {
      let predicate = try FormPredicate(format)
      #expect(predicate.description == format)
      #expect(try FormPredicate(predicate.description) == predicate)
    }
  }
}

@Suite("Sets compare as sets")
struct PredicateSetTests {
  @Test("a multiple selector's set equals a list of its values in any order")
  func setEquality() throws {
    let values = ["a", "b", "c", "d", "e", "f", "g", "h"]
    let form =
      Form() +++ Section()
      <<< MultipleSelectorRow<String>("m") {
        $0.options = values
        $0.value = Set(values)
      }
    let sorted = "{" + values.map { "'\($0)'" }.joined(separator: ", ") + "}"
    let reversed = "{" + values.reversed().map { "'\($0)'" }.joined(separator: ", ") + "}"
    #expect(try FormPredicate("$m == \(sorted)").evaluate(in: form))
    #expect(try FormPredicate("$m == \(reversed)").evaluate(in: form))
    #expect(try !FormPredicate("$m != \(sorted)").evaluate(in: form))
    #expect(try !FormPredicate("$m == {'a', 'b'}").evaluate(in: form))
    #expect(try !FormPredicate("$m == {'a', 'a', 'b', 'c', 'd', 'e', 'f', 'g'}").evaluate(in: form))
    #expect(try FormPredicate("$m CONTAINS 'h'").evaluate(in: form))
  }
}
