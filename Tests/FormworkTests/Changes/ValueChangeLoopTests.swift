import Formwork
import Testing

@Suite("Value changes that set each other off")
struct ValueChangeLoopTests {
  @Test("a DecimalRow whose onChange rounds NaN stores it once")
  func roundingNaN() {
    var changes = 0
    let row = DecimalRow("d").onChange { row in
      changes += 1
      if let value = row.value { row.value = (value * 100).rounded() / 100 }
    }
    let form = Form() +++ Section() <<< row
    row.value = .nan
    #expect(row.value?.isNaN == true)
    #expect(changes == 1)
    row.value = .nan
    #expect(changes == 1)
    row.value = 1.234
    #expect(row.value == 1.23)
    #expect(form.problems.isEmpty)
  }

  @Test("two onChange callbacks that set each other's row end, and the loop is reported")
  func pingPong() {
    let a = IntRow("a")
    let b = IntRow("b")
    // Weak captures: rows that keep each other in their callbacks would never be released.
    a.onChange { [weak b] in b?.value = ($0.value ?? 0) + 1 }
    b.onChange { [weak a] in a?.value = ($0.value ?? 0) + 1 }
    let form = Form() +++ Section() <<< a <<< b
    a.value = 0
    #expect(form.problems == [.valueChangeLoop(["a", "b"])])
    #expect(form.lint().contains(.valueChangeLoop(["a", "b"])))
    #expect(throws: FormError.valueChangeLoop(["a", "b"])) { try form.check() }
    // The last change past the bound was stored.
    #expect(a.value == Form.maximumNestedValueChanges || b.value == Form.maximumNestedValueChanges)
  }

  /// `count` rows, each of whose `onChange` sets the next row; returns how many callbacks ran.
  private func chain(_ count: Int) -> (Form, [IntRow], () -> Int) {
    final class Counter { var value = 0 }
    let counter = Counter()
    let rows = (0..<count).map { IntRow("r\($0)") }
    for (index, row) in rows.enumerated() {
      let next = index + 1 < rows.count ? rows[index + 1] : nil
      row.onChange { [weak next] row in
        counter.value += 1
        next?.value = (row.value ?? 0) + 1
      }
    }
    let form = Form() +++ Section(rows.map { $0 as BaseRow })
    return (form, rows, { counter.value })
  }

  @Test("a chain exactly as deep as the bound runs every callback")
  func atTheBound() {
    let limit = Form.maximumNestedValueChanges
    let (form, rows, ran) = chain(limit)
    rows[0].value = 0
    #expect(ran() == limit)
    #expect(rows.last?.value == limit - 1)
    #expect(form.problems.isEmpty)
  }

  @Test("one change past the bound is stored without its callbacks and reported")
  func pastTheBound() {
    let limit = Form.maximumNestedValueChanges
    let (form, rows, ran) = chain(limit + 1)
    rows[0].value = 0
    #expect(ran() == limit)
    #expect(rows.last?.value == limit)
    #expect(form.problems == [.valueChangeLoop(rows.map { $0.tag ?? "?" })])
  }
}
