import Formwork
import Testing

@Suite("Sharing a band's width among its columns")
struct LayoutColumnsTests {
  private func plan(_ rules: [LayoutRule]) throws -> LayoutPlan {
    let form = Form()
    form +++ Section() <<< TextRow("a") <<< TextRow("b") <<< TextRow("c") <<< TextRow("d")
    form.layout = FormLayout(rules)
    #expect(form.layoutProblems().isEmpty)
    return try #require(form.layoutPlan(forWidth: 100))
  }

  private func widths(_ rules: [LayoutRule], width: Int, minimum: Int = 1) throws -> [Int]? {
    let plan = try plan(rules)
    let band = try #require(plan.bands.first)
    return plan.columns(of: band, shown: band.tags, in: width, minimumColumn: minimum)?.map(\.width)
  }

  @Test("rows without sizes share the width equally, the leftmost taking what does not divide")
  func equalShares() throws {
    #expect(try widths(["H:[a]-[b]-[c]"], width: 32) == [10, 10, 10])
    #expect(try widths(["H:[a]-[b]-[c]"], width: 34) == [11, 11, 10])
    #expect(try widths(["H:[a][b]"], width: 9) == [5, 4])
  }

  @Test("fixed, minimum and maximum widths are kept; the rest share what is left")
  func sizes() throws {
    #expect(try widths(["H:[a(==20)]-[b]"], width: 50) == [20, 29])
    #expect(try widths(["H:[a(>=30)]-[b]"], width: 50) == [30, 19])
    #expect(try widths(["H:[a(>=10)]-[b]"], width: 51) == [25, 25])
    #expect(try widths(["H:[a(<=8)]-[b]-[c(<=4)]"], width: 50) == [8, 36, 4])
    #expect(try widths(["H:[a(==5)]-[b(==6)]"], width: 50) == [5, 6])
  }

  @Test("rows equal in width get the same width, also across rules")
  func equal() throws {
    #expect(try widths(["H:[a]-[b(==a)]-[c(>=30)]"], width: 62) == [15, 15, 30])
    #expect(try widths(["H:[a]-[b(==a)]-[c]"], width: 33) == [10, 10, 11])
    let plan = try plan(["H:[a(==7)]-[b]", "H:[c(==a)]-[d]"])
    let second = try #require(plan.band(containing: "c"))
    #expect(plan.columns(of: second, shown: ["c", "d"], in: 20)?.map(\.width) == [7, 12])
  }

  @Test("spaces count: none, standard, a number; a shown subset keeps its own spaces")
  func spacing() throws {
    let plan = try plan(["H:|-4-[a][b]-3-[c]-[d]-|"])
    let band = try #require(plan.bands.first)
    let columns = try #require(plan.columns(of: band, shown: band.tags, in: 44))
    #expect(columns.map(\.spacingBefore) == [0, 0, 3, 1])
    #expect(columns.map(\.width) == [10, 10, 10, 10])
    let subset = try #require(plan.columns(of: band, shown: ["b", "d"], in: 21))
    #expect(subset.map(\.spacingBefore) == [0, 1])
    #expect(subset.map(\.width) == [10, 10])
    #expect(
      plan.columns(of: band, shown: ["b", "d"], in: 20, standardSpacing: 5)?.map(\.width) == [8, 7])
  }

  @Test("a band that does not fit gives nil; a too small width is raised to the minimum column")
  func narrow() throws {
    #expect(try widths(["H:[a]-[b]"], width: 20, minimum: 10) == nil)
    #expect(try widths(["H:[a]-[b]"], width: 21, minimum: 10) == [10, 10])
    #expect(try widths(["H:[a(==1)]-[b]"], width: 30, minimum: 10) == [10, 19])
    #expect(try widths(["H:[a(==1)]-[b]"], width: 3) == [1, 1])
    #expect(try widths(["H:[a(>=60)]-[b]"], width: 50) == nil)
    #expect(try widths(["H:[a]"], width: 0) == nil)
  }

  @Test("a very wide band shares all of it")
  func wide() throws {
    #expect(try widths(["H:[a(==10)]-[b]-[c]"], width: 10_000) == [10, 4_994, 4_994])
  }
}
