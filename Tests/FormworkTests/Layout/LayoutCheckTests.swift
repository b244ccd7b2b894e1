import Formwork
import Testing

@Suite("Checking a form's layout against its rows")
struct LayoutCheckTests {
  /// Rows a, b, c, d in section one, e in section two.
  private func form(_ layout: FormLayout) -> Form {
    let form = Form()
    form +++ Section("One")
      <<< TextRow("a") <<< TextRow("b") <<< TextRow("c") <<< TextRow("d")
    form +++ Section("Two") <<< TextRow("e")
    form.layout = layout
    return form
  }

  private func problems(_ regular: [LayoutRule]) -> [LayoutError] {
    form(FormLayout(regular: regular)).layoutProblems()
  }

  @Test("a layout whose rules hold has no problems and gives a plan")
  func clean() throws {
    let form = form(
      FormLayout(
        compactBelow: 50, compact: ["V:[a(>=2)]-[b]"],
        regular: ["H:|-[a(==20)]-[b]-|", "H:[c(==a)]-[d]", "V:[a]-[c(>=3)]-|"]))
    #expect(form.layoutProblems().isEmpty)
    #expect(form.lint().isEmpty)
    let regular = try #require(form.layoutPlan(forWidth: 50))
    #expect(regular.widthClass == .regular)
    #expect(regular.bands.map(\.tags) == [["a", "b"], ["c", "d"]])
    #expect(regular.band(containing: "d")?.tags == ["c", "d"])
    #expect(regular.band(containing: "e") == nil)
    #expect(regular.widthBounds(of: "c") == LayoutBounds(minimum: 20, maximum: 20))
    #expect(regular.widthBounds(of: "b") == LayoutBounds())
    #expect(regular.heightBounds(of: "c") == LayoutBounds(minimum: 3))
    let compact = try #require(form.layoutPlan(forWidth: 49))
    #expect(compact.widthClass == .compact)
    #expect(compact.bands.isEmpty)
    #expect(compact.heightBounds(of: "a").minimum == 2)
  }

  @Test("no layout, or a width class without rules, is the vertical layout")
  func vertical() {
    let form = form(FormLayout(compactBelow: 50, regular: ["H:[a]-[b]"]))
    #expect(form.layoutPlan(forWidth: 30) == nil)
    form.layout = nil
    #expect(form.layoutPlan(forWidth: 80) == nil)
    #expect(form.layoutProblems().isEmpty)
  }

  @Test("a tag no row has is reported under the tag, also inside a size")
  func unknownTags() {
    #expect(problems(["H:[a(>=2,nobody)]"]).first?.offset == 9)
    let found = problems(["H:|-[a]-[zed]-|", "V:[a(==nobody)]"])
    #expect(found.count == 2)
    #expect(found.first?.problem == .unknownTag("zed"))
    #expect(found.first?.offset == 9)
    #expect(found.first?.ruleNumber == 1)
    #expect(found.first?.widthClass == .regular)
    #expect(found.last?.problem == .unknownTag("nobody"))
    #expect(
      found.last?.description == """
        regular rule 2: no row is tagged 'nobody' (offset 7)
        V:[a(==nobody)]
               ^
        """)
  }

  @Test(
    "contradictory sizes are reported at the size that breaks them",
    arguments: [
      (
        ["H:[a(==20)]-[b]", "H:[c(==a,==30)]"], 2, 9,
        "'c' cannot be ==30: its width is already exactly 20 columns"
      ),
      (["H:[a(==10,>=20)]"], 1, 10, "'a' cannot be >=20: its width is already exactly 10 columns"),
      (["H:[a(>=20,<=10)]"], 1, 10, "'a' cannot be <=10: its width is already at least 20 columns"),
      (
        ["H:[a(<=10)]", "H:[b(>=11)]-[c(==b,==a)]"], 2, 19,
        "'c' cannot be the same width as 'a': they are at least 11 and at most 10"
      ),
      (
        ["V:[a(==2)]-[b(==3)]", "V:[c(==a)]-[d(==b,==c)]"], 2, 18,
        "'d' cannot be the same height as 'c': they are exactly 3 and exactly 2"
      ),
      (
        ["H:[a(==5)]-[b(==a)]", "H:[c(==b)]-[d(==c,==6)]"], 2, 18,
        "'d' cannot be ==6: its width is already exactly 5 columns"
      ),
    ])
  func contradictions(rules: [String], number: Int, offset: Int, reason: String) {
    let found = problems(rules.map { LayoutRule($0) })
    #expect(found.count == 1)
    #expect(found.first?.ruleNumber == number)
    #expect(found.first?.offset == offset)
    #expect(found.first?.problem == .contradiction(reason))
  }

  @Test("a cycle of equal sizes holds when its fixed sizes agree")
  func equalCycle() {
    #expect(problems(["H:[a(==b)]-[b(==c)]-[c(==a,==12)]", "H:[d(==a)]"]).isEmpty)
  }

  @Test("a row placed by two horizontal rules, rows of two sections side by side")
  func placement() {
    let twice = problems(["H:[a]-[b]", "H:|-[c]-[a]-|"])
    #expect(
      twice.first?.problem
        == .contradiction("'a' is already placed by rule 1; a row sits in one horizontal rule"))
    #expect(twice.first?.offset == 9)
    let sections = problems(["H:[d]-[e]"])
    #expect(
      sections.first?.problem
        == .contradiction("'e' is in another section than 'd'; rows side by side share a section"))
    #expect(sections.first?.offset == 7)
  }

  @Test("vertical rules follow the form's order and do not stack rows placed side by side")
  func verticalOrder() {
    let order = problems(["V:[c]-[a]"])
    #expect(
      order.first?.problem
        == .contradiction(
          "'a' comes before 'c' in the form; vertical rules follow the form's order"))
    let beside = problems(["V:[a]-[b]", "H:[a]-[b]"])
    #expect(beside.count == 1)
    #expect(beside.first?.ruleNumber == 1)
    #expect(
      beside.first?.problem
        == .contradiction("'a' and 'b' sit side by side (rule 2), not one above the other"))
    #expect(problems(["V:[a]-[e]"]).isEmpty)
  }

  @Test("a rule with a problem is left out; the others still apply")
  func leftOut() throws {
    let form = form(FormLayout(["H:[a]-[b(==9,==8)]", "H:[c]-[nope]", "H:[a]-[c]"]))
    #expect(form.layoutProblems().map(\.ruleNumber) == [1, 2])
    let plan = try #require(form.layoutPlan(forWidth: 10))
    #expect(plan.bands.map(\.tags) == [["a", "c"]])
    #expect(plan.widthBounds(of: "b") == LayoutBounds())
  }

  @Test("lint lists layout problems, compact first, beside the form's others")
  func lint() {
    let form = form(
      FormLayout(compactBelow: 40, compact: ["V:[a]-[x]"], regular: ["H:[a(==3", "H:[b]-[c]"]))
    form.last?.append(TextRow("a"))
    let lint = form.lint()
    #expect(lint.count == 3)
    #expect(lint.first == .duplicateTag("a"))
    guard case .invalidLayout(let compact) = lint[1], case .invalidLayout(let regular) = lint[2]
    else {
      Issue.record("not layout problems: \(lint)")
      return
    }
    #expect(compact.widthClass == .compact)
    #expect(compact.problem == .unknownTag("x"))
    #expect(regular.problem == .malformed(expected: "',' or ')'", found: "end of text"))
    #expect(
      lint[2].description == """
        the layout's regular rule 1: expected ',' or ')' at offset 8, found end of text
        H:[a(==3
                ^
        """)
  }

  @Test("a layout's own errors need no form; too many rules are reported once")
  func layoutErrors() {
    let layout = FormLayout(compact: ["H:[a(==2,==3)]"], regular: ["V:[a]-[a]", "H:[zzz]"])
    #expect(layout.errors.map(\.widthClass) == [.compact, .regular])
    #expect(layout.errors.map(\.ruleNumber) == [1, 1])
    let many = FormLayout(Array(repeating: "V:[a(>=1)]", count: FormLayout.maximumRules + 5))
    #expect(many.errors.count == 1)
    #expect(many.errors.first?.ruleNumber == FormLayout.maximumRules + 1)
  }

  @Test("the width class switches at the threshold")
  func widthClass() {
    let layout = FormLayout(compactBelow: 60, regular: [])
    #expect(layout.widthClass(forWidth: 59) == .compact)
    #expect(layout.widthClass(forWidth: 60) == .regular)
    #expect(FormLayout([]).widthClass(forWidth: 0) == .regular)
    #expect(layout.rules(for: .compact).isEmpty)
  }
}
