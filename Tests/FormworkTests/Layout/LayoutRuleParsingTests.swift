import Formwork
import Testing

@Suite("Reading layout rules (the Visual Format Language subset)")
struct LayoutRuleParsingTests {
  @Test("a horizontal rule with both edges and standard spaces")
  func horizontalWithEdges() throws {
    let rule = try LayoutRule(parsing: "H:|-[avatar]-[user_name]-|")
    #expect(rule.axis == .horizontal)
    #expect(rule.leadingEdge == .standard)
    #expect(rule.trailingEdge == .standard)
    #expect(rule.items == [LayoutItem("avatar"), LayoutItem("user_name")])
    #expect(rule.error == nil)
  }

  @Test("without 'H:' a rule is horizontal; edges and spaces are optional")
  func defaultsAndSpacings() throws {
    let rule = try LayoutRule(parsing: "[a][b]-3-[c]-[d]")
    #expect(rule.axis == .horizontal)
    #expect(rule.leadingEdge == nil)
    #expect(rule.trailingEdge == nil)
    #expect(rule.items.map(\.spacingBefore) == [.standard, .none, .columns(3), .standard])
    let edges = try LayoutRule(parsing: "H:|[a]-0-|")
    #expect(edges.leadingEdge == LayoutSpacing.none)
    #expect(edges.trailingEdge == .columns(0))
    let open = try LayoutRule(parsing: "V:[user_name]-[age(==user_name)]-")
    #expect(open.trailingEdge == nil)
    #expect(open.items.count == 2)
  }

  @Test(
    "every size of the subset",
    arguments: [
      ("[a(==20)]", [LayoutSize.exactly(20)]), ("[a(20)]", [.exactly(20)]),
      ("[a(>=44)]", [.atLeast(44)]), ("[a(<=30)]", [.atMost(30)]),
      ("[a(==other)]", [.sameAs("other")]), ("[a(other)]", [.sameAs("other")]),
      ("[a(>=10,<=30)]", [.atLeast(10), .atMost(30)]), ("[a(0)]", [.exactly(0)]),
      ("[a(==10000)]", [.exactly(10_000)]),
    ])
  func sizes(text: String, sizes: [LayoutSize]) throws {
    let rule = try LayoutRule(parsing: text)
    #expect(rule.items.first?.sizes == sizes)
  }

  @Test("a vertical rule, as TLFormView's README writes one")
  func vertical() throws {
    let rule = try LayoutRule(parsing: "V:[avatar]-[user_name(>=44)]-")
    #expect(rule.axis == .vertical)
    #expect(rule.items == [LayoutItem("avatar"), LayoutItem("user_name", [.atLeast(44)])])
  }

  @Test("tags take letters, digits and underscores, in any script")
  func tags() throws {
    let rule = try LayoutRule(parsing: "H:[user_name2]-[été]-[_x]")
    #expect(rule.items.map(\.tag) == ["user_name2", "été", "_x"])
  }

  @Test("the typed spelling equals the string and spells it back")
  func typedSpelling() throws {
    let typed = LayoutRule(
      .horizontal, leadingEdge: .standard,
      [.row("avatar", .exactly(24)), LayoutItem("user_name", spacingBefore: .columns(2))],
      trailingEdge: .standard)
    #expect(typed.description == "H:|-[avatar(==24)]-2-[user_name]-|")
    #expect(typed == (try LayoutRule(parsing: "H:|-[avatar(==24)]-2-[user_name]-|")))
    let vertical = LayoutRule(
      .vertical, [.row("a"), .row("b", .sameAs("a"), .atLeast(2))], trailingEdge: LayoutSpacing.none
    )
    #expect(vertical.description == "V:[a]-[b(==a,>=2)]|")
    #expect(vertical.error == nil)
  }

  @Test("a string literal that parses is a rule, and one that does not keeps its error")
  func literals() {
    let good: LayoutRule = "H:|-[a]-|"
    #expect(good.error == nil)
    let bad: LayoutRule = "H:|-[a-|"
    #expect(bad.items.isEmpty)
    #expect(bad.source == "H:|-[a-|")
    #expect(bad.error?.offset == 6)
  }
}

@Suite("Reading TLFormView's own rules")
struct TLFormViewRuleTests {
  @Test(
    "every rule of TLFormView's README parses",
    arguments: [
      "V:|-[avatar(==230)]-", "H:|-[avatar(==420)]-|", "V:[avatar]-[user_name(>=44)]-",
      "H:|-[user_name]-|", "V:[age(==user_name)]-|", "H:|-[age]-|", "V:|-[avatar(==230)]",
      "H:|-[avatar]", "V:|-[user_name(>=44)]", "H:|-[avatar]-[user_name]-|",
      "V:[user_name]-[age(==user_name)]-|", "H:|-[avatar(==420)]-[age]-|",
    ])
  func readme(text: String) throws {
    let rule = try LayoutRule(parsing: text)
    #expect(rule.description == text)
  }

  @Test("a last space without an edge leaves the rule open")
  func openEnd() throws {
    #expect(try LayoutRule(parsing: "V:[a]-[b]-").trailingEdge == nil)
    #expect(try LayoutRule(parsing: "V:[a]-[b]-|").trailingEdge == .standard)
  }
}
