import Formwork
import Testing

@Suite("Reading predicate strings")
struct PredicateParsingTests {
  @Test(
    "every comparison operator and its alternative spelling",
    arguments: [
      ("$a == 1", PredicateOperator.equalTo), ("$a = 1", .equalTo), ("$a != 1", .notEqualTo),
      ("$a <> 1", .notEqualTo), ("$a < 1", .lessThan), ("$a <= 1", .lessThanOrEqualTo),
      ("$a =< 1", .lessThanOrEqualTo), ("$a > 1", .greaterThan), ("$a >= 1", .greaterThanOrEqualTo),
      ("$a => 1", .greaterThanOrEqualTo), ("$a CONTAINS 1", .contains),
      ("$a BEGINSWITH 1", .beginsWith), ("$a ENDSWITH 1", .endsWith), ("$a LIKE 1", .like),
      ("$a MATCHES '1'", .matches), ("$a IN 1", .in),
    ])
  func comparisonOperators(format: String, op: PredicateOperator) throws {
    let predicate = try FormPredicate(format)
    guard case .comparison(.value(of: "a"), let parsed, _, _) = predicate else {
      Issue.record("not a comparison: \(predicate)")
      return
    }
    #expect(parsed == op)
  }

  @Test("keywords are case-insensitive")
  func keywordCase() throws {
    let upper = try FormPredicate("$a CONTAINS[cd] 'x' AND NOT $b == YES OR $c == nil")
    let lower = try FormPredicate("$a contains[CD] 'x' and not $b == yes or $c == NULL")
    #expect(upper == lower)
  }

  @Test("a bare tag means its value, and a bare operand is compared with TRUE")
  func bareTag() throws {
    #expect(try FormPredicate("$a") == .comparison(.value(of: "a"), .equalTo, true, []))
    #expect(try FormPredicate("$a.value == 2") == FormPredicate("$a == 2"))
    #expect(try FormPredicate("$a.isHidden") == .comparison(.isHidden("a"), .equalTo, true, []))
    #expect(try FormPredicate("$a.isDisabled == NO") == .isDisabled("a").equals(false))
  }

  @Test("AND binds tighter than OR, NOT tighter than AND, and chains flatten")
  func precedence() throws {
    let predicate = try FormPredicate("$a == 1 OR $b == 2 AND NOT $c == 3 AND $d == 4")
    let expected = FormPredicate.or([
      .value(of: "a").equals(1),
      .and([.value(of: "b").equals(2), .not(.value(of: "c").equals(3)), .value(of: "d").equals(4)]),
    ])
    #expect(predicate == expected)
    #expect(
      try FormPredicate("($a == 1 || $b == 2) && !$c")
        == .and([
          .or([.value(of: "a").equals(1), .value(of: "b").equals(2)]),
          .not(.value(of: "c").equals(true)),
        ]))
  }

  @Test("literals of every kind")
  func literals() throws {
    #expect(try FormPredicate("$a == -12") == .value(of: "a").equals(-12))
    #expect(try FormPredicate("$a == 2.5") == .value(of: "a").equals(2.5))
    #expect(try FormPredicate("$a == \"it's\"") == .value(of: "a").equals("it's"))
    #expect(try FormPredicate(#"$a == 'say \'hi\'\n'"#) == .value(of: "a").equals("say 'hi'\n"))
    #expect(try FormPredicate("$a == NIL") == .value(of: "a").equals(nil))
    #expect(try FormPredicate("$a == FALSE") == .value(of: "a").equals(false))
    #expect(
      try FormPredicate("$a IN {1, 'b', TRUE}")
        == .value(of: "a").isIn([.int(1), .string("b"), .bool(true)]))
    #expect(try FormPredicate("TRUEPREDICATE") == .constant(true))
    #expect(try FormPredicate("NO") == .constant(false))
    #expect(try FormPredicate("$d < CAST(100, 'NSDate')") != .constant(false))
  }

  @Test("options [c], [d] and [cd]")
  func options() throws {
    #expect(
      try FormPredicate("$a ==[c] 'x'")
        == .comparison(.value(of: "a"), .equalTo, "x", .caseInsensitive))
    #expect(
      try FormPredicate("$a BEGINSWITH[d] 'x'")
        == .comparison(.value(of: "a"), .beginsWith, "x", .diacriticInsensitive))
    #expect(
      try FormPredicate("$a LIKE[dc] 'x'")
        == .comparison(.value(of: "a"), .like, "x", [.caseInsensitive, .diacriticInsensitive]))
  }

  @Test("the description reads back as the same predicate")
  func roundTrip() throws {
    let formats = [
      "$a == 1 OR $b == 2 AND NOT $c == 3",
      "($a == 1 OR $b == 2) AND $c.isHidden == TRUE",
      "$name CONTAINS[cd] 'o\\'k' AND $n IN {1, 2.5, NIL}",
      "$x MATCHES '[a-z]+' OR $y LIKE[c] 'a*b?'",
    ]
    for format in formats {
      let predicate = try FormPredicate(format)
      #expect(try FormPredicate(predicate.description) == predicate, "\(format)")
    }
  }

  @Test("tags are listed once each, in order")
  func tags() throws {
    let predicate = try FormPredicate("$b == 1 AND ($a.isHidden OR $b.isDisabled) AND $c > $a")
    #expect(predicate.tags == ["b", "a", "c"])
  }
}

@Suite("Errors in predicate strings")
struct PredicateErrorTests {
  @Test(
    "each malformed predicate names what was expected and where",
    arguments: [
      ("", 0, "a predicate such as $tag == 'value'", "end of text"),
      ("$name ==", 8, "a value or a '$tag'", "end of text"),
      ("$name 'x'", 6, "AND, OR or the end of the predicate", "the string 'x'"),
      ("'x'", 3, "a comparison operator after the string 'x'", "end of text"),
      ("$a == 'open", 6, "a closing ' for the string that starts here", "end of text"),
      ("($a == 1", 8, "')' to close the parenthesis", "end of text"),
      ("$a.size == 1", 3, "value, isHidden or isDisabled after '$a.'", "'size'"),
      ("$ == 1", 1, "a tag name after '$'", "' '"),
      ("$a ==[x] 1", 6, "the options c, d or cd", "'x'"),
      ("$a == 12b", 6, "a number", "'12b'"),
      ("$a IN {1, 2", 11, "',' or '}' in the list", "end of text"),
      ("$a == 1 AND", 11, "a value or a '$tag'", "end of text"),
      ("$a MATCHES '[a-'", 11, "a valid regular expression", "the string '[a-'"),
      ("$a == 'x\\q'", 8, "an escape such as \\n, \\t, \\\\ or \\'", "'\\q'"),
      ("$a # 1", 3, "an operator, a value or a '$tag'", "'#'"),
    ] as [(String, Int, String, String)])
  func malformed(format: String, offset: Int, expected: String, found: String) {
    #expect(
      throws: PredicateError(source: format, offset: offset, expected: expected, found: found)
    ) {
      try FormPredicate(format)
    }
  }

  @Test("the description shows a caret under the offset")
  func caret() {
    do {
      _ = try FormPredicate("$name ==")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == """
          expected a value or a '$tag' at offset 8, found end of text
          $name ==
                  ^
          """)
    }
  }
}
