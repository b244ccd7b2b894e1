import Formwork
import Foundation
import Testing

/// Counts the delegate's row calls and the rows each carries.
private final class RowCallDelegate: FormDelegate {
  var removals: [[IndexPath]] = []
  var additions: [[IndexPath]] = []

  func sectionsHaveBeenAdded(_ sections: [Section], at: IndexSet) {}
  func sectionsHaveBeenRemoved(_ sections: [Section], at: IndexSet) {}
  func sectionsHaveBeenReplaced(oldSections: [Section], newSections: [Section], at: IndexSet) {}
  func rowsHaveBeenAdded(_ rows: [BaseRow], at: [IndexPath]) { additions.append(at) }
  func rowsHaveBeenRemoved(_ rows: [BaseRow], at: [IndexPath]) { removals.append(at) }
  func rowsHaveBeenReplaced(oldRows: [BaseRow], newRows: [BaseRow], at: [IndexPath]) {}
  func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) {}
}

@Suite("Rows hidden or shown by one change come as one batched event")
struct BatchedVisibilityEventsTests {
  /// A switch in a first section; rows hidden while it is on in two more sections, between rows
  /// that always show.
  private func switchedForm(policy: HiddenValuePolicy = .keep) -> (Form, SwitchRow) {
    let sw = SwitchRow("sw") { $0.value = false }
    let form =
      Form() +++ Section("A") <<< sw
      +++ Section("B")
      <<< TextRow("a") {
        $0.value = "a"
        $0.hidden = "$sw == true"
      }
      <<< TextRow("b")
      <<< TextRow("c") {
        $0.value = "c"
        $0.hidden = "$sw == true"
      }
      <<< TextRow("d") {
        $0.value = "d"
        $0.hidden = "$sw == true"
      }
      +++ Section("C") <<< TextRow("e") <<< TextRow("f") { $0.hidden = "$sw == true" }
    form.hiddenValuePolicy = policy
    return (form, sw)
  }

  @Test("hidden rows come as one rowsRemoved, positions before the removal, then one event each")
  func hideInOneBatch() {
    let (form, sw) = switchedForm()
    let log = EventLog(observing: form)
    sw.value = true
    #expect(
      log.events == [
        "valueChanged sw false -> true at 0.0",
        "rowsRemoved a,c,d,f at 1.0,1.2,1.3,2.1",
        "rowHidden a at 1.0", "rowHidden c at 1.2", "rowHidden d at 1.3", "rowHidden f at 2.1",
      ])
  }

  @Test("shown rows come as one rowsAdded, positions after the insertion, then one event each")
  func showInOneBatch() {
    let (form, sw) = switchedForm()
    sw.value = true
    let log = EventLog(observing: form)
    sw.value = false
    #expect(
      log.events == [
        "valueChanged sw true -> false at 0.0",
        "rowsAdded a,c,d,f at 1.0,1.2,1.3,2.1",
        "rowShown a at 1.0", "rowShown c at 1.2", "rowShown d at 1.3", "rowShown f at 2.1",
      ])
  }

  @Test("the delegate hears one call for the batch")
  func delegateHearsOneCall() {
    let (form, sw) = switchedForm()
    let delegate = RowCallDelegate()
    form.delegate = delegate
    sw.value = true
    sw.value = false
    let paths = [[1, 0], [1, 2], [1, 3], [2, 1]].map { IndexPath(row: $0[1], section: $0[0]) }
    #expect(delegate.removals == [paths])
    #expect(delegate.additions == [paths])
  }

  @Test("an event between two hidden rows ends the batch, so events keep their order")
  func eventBetweenEndsBatch() {
    let (form, sw) = switchedForm(policy: .clear)
    let log = EventLog(observing: form)
    sw.value = true
    #expect(
      log.events == [
        "valueChanged sw false -> true at 0.0",
        "rowsRemoved a at 1.0", "rowHidden a at 1.0", "valueChanged a a -> nil at hidden",
        "rowsRemoved c at 1.1", "rowHidden c at 1.1", "valueChanged c c -> nil at hidden",
        "rowsRemoved d at 1.1", "rowHidden d at 1.1", "valueChanged d d -> nil at hidden",
        "rowsRemoved f at 2.1", "rowHidden f at 2.1",
      ])
  }

  @Test("rows hidden against the order of their places start a new batch")
  func outOfOrderStartsNewBatch() {
    let sw = SwitchRow("sw") { $0.value = false }
    let form =
      Form() +++ Section("A") <<< sw <<< TextRow("a") <<< TextRow("b") <<< TextRow("c")
    // Conditions set last row first: the rows are evaluated in that order.
    form.rowBy(tag: "c")?.hidden = "$sw == true"
    form.rowBy(tag: "a")?.hidden = "$sw == true"
    let log = EventLog(observing: form)
    sw.value = true
    sw.value = false
    #expect(
      log.events == [
        "valueChanged sw false -> true at 0.0",
        "rowsRemoved c at 0.3", "rowHidden c at 0.3",
        "rowsRemoved a at 0.1", "rowHidden a at 0.1",
        "valueChanged sw true -> false at 0.0",
        "rowsAdded c at 0.2", "rowShown c at 0.2",
        "rowsAdded a at 0.1", "rowShown a at 0.1",
      ])
  }
}
