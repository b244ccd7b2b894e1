import Formwork
import Testing

@Suite("Long chains of conditions")
struct ConditionChainTests {
  /// A switch and `length` label rows, each hidden while the row before it is hidden (the first
  /// while the switch is on), in sections of 100 rows.
  private func chain(length: Int) -> (Form, SwitchRow, [LabelRow]) {
    let form = Form()
    let toggle = SwitchRow("r0")
    form +++ Section() <<< toggle
    var labels: [LabelRow] = []
    var section = Section()
    for index in 1...length {
      let condition: Condition =
        index == 1 ? "$r0 == YES" : Condition(stringLiteral: "$r\(index - 1).isHidden == YES")
      let label = LabelRow("r\(index)") { $0.hidden = condition }
      labels.append(label)
      section <<< label
      if index % 100 == 0 || index == length {
        form +++ section
        section = Section()
      }
    }
    return (form, toggle, labels)
  }

  @Test("a chain of 10,000 conditions evaluates to its end without overflowing the stack")
  func deepChain() {
    let (form, toggle, labels) = chain(length: 10_000)
    #expect(labels.last?.isHidden == false)
    toggle.value = true
    #expect(labels.allSatisfy { $0.isHidden })
    #expect(form.rows.count == 1)
    toggle.value = false
    #expect(labels.last?.isHidden == false)
    #expect(form.rows.count == 10_001)
    #expect(form.problems.isEmpty)
  }

  @Test("lint walks a chain of 10,000 conditions and finds no cycle")
  func lintDeepChain() {
    let (form, _, _) = chain(length: 10_000)
    #expect(form.lint().isEmpty)
  }

  @Test("a cycle at the end of a long chain is still found, by lint and by evaluation")
  func cycleAtTheEnd() {
    let (form, toggle, labels) = chain(length: 1_000)
    // r1 now also reads the last row: the chain closes into a cycle.
    labels[0].hidden = "$r0 == YES OR $r1000.isHidden == YES"
    #expect(form.lint().contains { if case .conditionCycle = $0 { true } else { false } })
    toggle.value = true
    #expect(form.problems.contains { if case .conditionCycle = $0 { true } else { false } })
    #expect(labels.last?.isHidden == true)
  }

  @Test("effects follow their cause: a hidden row's dependents change after it")
  func causeFirst() {
    let form =
      Form() +++ Section()
      <<< SwitchRow("s")
      <<< LabelRow("a") { $0.hidden = "$s == YES" }
      <<< LabelRow("b") { $0.hidden = "$a.isHidden == YES" }
      <<< LabelRow("c") { $0.hidden = "$b.isHidden == YES" }
    var order: [String] = []
    form.observe { event in
      if case .rowVisibilityChanged(let row, _, _) = event { order.append(row.tag ?? "?") }
    }
    form.setValues(["s": true])
    #expect(order == ["a", "b", "c"])
  }
}
