import Formwork
import Foundation
import Testing

/// Weak references to everything a rich form holds, taken while the form is alive.
struct Watched {
  weak var form: Form?
  weak var section: Section?
  weak var row: BaseRow?
  weak var cell: BaseCell?
  weak var selector: SelectorController<String>?
  weak var selectorForm: Form?
  weak var inline: BaseRow?
  weak var multivalued: MultivaluedSection?
  weak var item: BaseRow?
  weak var selectable: Section?
  weak var delegate: ReleaseProbeDelegate?

  /// The names of the objects still alive.
  var alive: [String] {
    var names: [String] = []
    if form != nil { names.append("form") }
    if section != nil { names.append("section") }
    if row != nil { names.append("row") }
    if cell != nil { names.append("cell") }
    if selector != nil { names.append("selector") }
    if selectorForm != nil { names.append("selector form") }
    if inline != nil { names.append("inline row") }
    if multivalued != nil { names.append("multivalued section") }
    if item != nil { names.append("multivalued item") }
    if selectable != nil { names.append("selectable section") }
    if delegate != nil { names.append("delegate") }
    return names
  }
}

/// A delegate that records what it is told; the form holds it weakly, as Eureka's does.
final class ReleaseProbeDelegate: FormDelegate {
  var events = 0
  func valueHasBeenChanged(for row: BaseRow, oldValue: Any?, newValue: Any?) { events += 1 }
}

@Suite("Forms and everything in them are released when the form goes")
struct MemoryReleaseTests {
  /// Builds a form using every feature, works it, and returns weak references to its parts.
  func buildAndUse() throws -> Watched {
    var watched = Watched()
    let delegate = ReleaseProbeDelegate()
    let form = Form()
    form.delegate = delegate
    form.observe { _ in }
    let name = TextRow("name") {
      $0.title = "Name"
      $0.add(rule: RuleRequired())
      $0.add(rule: RuleMinLength(minLength: 2))
      $0.validationOptions = .validatesOnChange
      $0.helpText = "Your name"
      $0.trailingSwipe.actions = [
        SwipeAction(style: .destructive, title: "Delete") { _, _, done in done?(true) }
      ]
    }
    .onChange { row in row.title = "Name (\(row.value?.count ?? 0))" }
    .cellUpdate { cell, row in cell.placeholder = row.value == nil ? "required" : nil }
    .onRowValidationChanged { _, row in _ = row.validationErrors.count }
    let push = PushRow<String>("color") {
      $0.options = ["Red", "Green"]
      $0.hidden = "$name == 'hide'"
    }
    let date = DateInlineRow("day") { $0.value = Date(timeIntervalSince1970: 0) }
    let section = Section("Main") <<< name <<< push <<< date
    section.hidden = .function(["name"]) { form in
      form.rowBy(tag: "name")?.baseValue == nil && false
    }
    let multivalued = MultivaluedSection(multivaluedOptions: [.Insert, .Delete]) {
      $0.tag = "items"
      $0.multivaluedRowToInsertAt = { _ in TextRow { $0.placeholder = "item" } }
    }
    let selectable = SelectableSection<ListCheckRow<String>>(
      "Pick", selectionType: .singleSelection(enableDeselection: true))
    for option in ["a", "b"] {
      selectable <<< ListCheckRow<String>(option) { $0.selectableValue = option }
    }
    form +++ section +++ multivalued +++ selectable
    try form.type("Ada", into: "name")
    try push.present()
    watched.selector = push.presentedSelector
    watched.selectorForm = push.presentedSelector?.form
    try form.tap("day")
    watched.inline = date.inlineRow
    watched.item = try multivalued.insertRow()
    try form.tap("b")
    form.validate()
    _ = form.values()
    watched.form = form
    watched.section = section
    watched.row = name
    watched.cell = name.cell
    watched.multivalued = multivalued
    watched.selectable = selectable
    watched.delegate = delegate
    return watched
  }

  @Test("a form that used every feature leaves nothing behind")
  func everythingReleased() throws {
    let watched = try buildAndUse()
    #expect(watched.alive == [])
  }

  @Test("a row kept by the caller keeps its cell, but not its form")
  func keptRow() throws {
    var kept: BaseRow?
    weak var form: Form?
    do {
      let built = Form() +++ Section() <<< TextRow("t") { $0.value = "x" }
      kept = built.rowBy(tag: "t")
      form = built
    }
    #expect(form == nil)
    #expect(kept?.form == nil)
    #expect(kept?.baseValue as? String == "x")
  }

  @Test("two thousand forms built and dropped leave none alive")
  func manyForms() throws {
    var alive = 0
    for _ in 0..<2_000 {
      let watched = try buildAndUse()
      alive += watched.alive.count
    }
    #expect(alive == 0)
  }

  @Test("a swipe action whose handler keeps its completion for later makes no cycle")
  func keptSwipeCompletion() throws {
    weak var row: BaseRow?
    weak var form: Form?
    weak var action: SwipeAction?
    do {
      var pending: ((Bool) -> Void)?
      let discard = SwipeAction(style: .destructive, title: "Discard") { _, _, completion in
        pending = completion
      }
      action = discard
      let draft = TextRow("draft")
      draft.trailingSwipe.actions = [discard]
      let built = Form() +++ Section() <<< draft
      try draft.swipe(.trailing, actionAt: 0)
      #expect(pending != nil)
      row = draft
      form = built
    }
    #expect(row == nil)
    #expect(form == nil)
    #expect(action == nil)
  }
}
