import Formwork
import Testing

@Suite("Swipe actions")
struct SwipeActionTests {
  /// A section of three mail rows; the middle one has Archive and Delete at its trailing edge
  /// and Pin at its leading edge, each recording what ran.
  private final class Mailbox {
    let form: Form
    let row: LabelRow

    init(completeWith performed: Bool = true, fullSwipe: Bool = false) {
      let log = Log()
      row = LabelRow("b") { $0.title = "B" }
      let form = Form()
      form +++ Section("Inbox") <<< LabelRow("a") <<< row <<< LabelRow("c")
      self.form = form
      row.trailingSwipe = SwipeConfiguration(
        actions: [
          SwipeAction(style: .normal, title: "Archive") { action, row, completion in
            log.entries.append("\(action.title ?? "?") \(row.tag ?? "?")")
            completion?(performed)
          },
          SwipeAction(style: .destructive, title: "Delete") { action, row, completion in
            log.entries.append("\(action.title ?? "?") \(row.tag ?? "?")")
            completion?(performed)
          },
        ], performsFirstActionWithFullSwipe: fullSwipe)
      row.leadingSwipe.actions = [
        SwipeAction(style: .normal, title: "Pin") { _, row, _ in
          log.entries.append("Pin \(row.tag ?? "?")")
        }
      ]
      self.logBox = log
    }

    private let logBox: Log
    var entries: [String] { logBox.entries }
  }

  private final class Log {
    var entries: [String] = []
  }

  @Test("a normal action runs its handler with the action and the row; the row stays")
  func normal() throws {
    let mailbox = Mailbox()
    try mailbox.row.swipe(.trailing, actionAt: 0)
    try mailbox.row.swipe(.leading, actionAt: 0)
    #expect(mailbox.entries == ["Archive b", "Pin b"])
    #expect(mailbox.form.shape == [["a", "b", "c"]])
  }

  @Test("a destructive action that completes with true removes the row")
  func destructiveRemoves() throws {
    let mailbox = Mailbox()
    try mailbox.row.swipe(.trailing, actionAt: 1)
    #expect(mailbox.entries == ["Delete b"])
    #expect(mailbox.form.shape == [["a", "c"]])
    #expect(mailbox.row.section == nil)
    #expect(mailbox.form.rowBy(tag: "b") == nil)
  }

  @Test("a destructive action that completes with false keeps the row")
  func destructiveCancelled() throws {
    let mailbox = Mailbox(completeWith: false)
    try mailbox.row.swipe(.trailing, actionAt: 1)
    #expect(mailbox.entries == ["Delete b"])
    #expect(mailbox.form.shape == [["a", "b", "c"]])
  }

  @Test("a completion called later removes the row then, and only once")
  func laterCompletion() throws {
    var pending: ((Bool) -> Void)?
    let row = TextRow("draft")
    row.trailingSwipe.actions = [
      SwipeAction(style: .destructive, title: "Discard") { _, _, completion in
        pending = completion
      }
    ]
    let form = Form() +++ Section() <<< TextRow("x") <<< row <<< TextRow("y")
    try row.swipe(.trailing, actionAt: 0)
    #expect(form.shape == [["x", "draft", "y"]])
    pending?(true)
    #expect(form.shape == [["x", "y"]])
    pending?(true)
    #expect(form.shape == [["x", "y"]])
  }

  @Test("a handler that removes the row itself and completes is fine")
  func handlerRemovesRow() throws {
    let row = TextRow("draft")
    row.trailingSwipe.actions = [
      SwipeAction(style: .destructive, title: "Discard") { _, row, completion in
        row.section?.removeAll { $0 === row }
        completion?(true)
      }
    ]
    let form = Form() +++ Section() <<< TextRow("x") <<< row <<< TextRow("y")
    try row.swipe(.trailing, actionAt: 0)
    #expect(form.shape == [["x", "y"]])
  }

  @Test("a full swipe performs the first action only when configured to")
  func fullSwipe() throws {
    let enabled = Mailbox(fullSwipe: true)
    try enabled.row.fullSwipe(.trailing)
    #expect(enabled.entries == ["Archive b"])
    let disabled = Mailbox()
    #expect(
      throws: InteractionError.unsupported(row: "b", action: .fullSwipe(.trailing))
    ) { try disabled.row.fullSwipe(.trailing) }
    #expect(throws: InteractionError.unsupported(row: "b", action: .fullSwipe(.leading))) {
      try disabled.row.fullSwipe(.leading)
    }
    #expect(disabled.entries == [])
  }

  @Test(
    "asking for an action that is not there is a typed error and runs nothing",
    arguments: [(SwipeEdge.trailing, 2), (.trailing, -1), (.leading, 1)])
  func noSuchAction(edge: SwipeEdge, index: Int) {
    let mailbox = Mailbox()
    #expect(throws: InteractionError.noSwipeAction(row: "b", edge: edge, index: index)) {
      try mailbox.row.swipe(edge, actionAt: index)
    }
    #expect(mailbox.entries == [])
  }

  @Test("a row without actions, hidden, disabled or outside a form cannot be swiped")
  func refused() {
    let plain = LabelRow("plain")
    #expect(throws: InteractionError.notInForm(row: "plain")) {
      try plain.swipe(.trailing, actionAt: 0)
    }
    let form = Form() +++ Section() <<< plain
    #expect(throws: InteractionError.noSwipeAction(row: "plain", edge: .trailing, index: 0)) {
      try plain.fullSwipe(.trailing)
    }
    let mailbox = Mailbox()
    mailbox.row.disabled = true
    #expect(throws: InteractionError.disabled(row: "b")) {
      try mailbox.row.swipe(.trailing, actionAt: 1)
    }
    mailbox.row.disabled = false
    mailbox.row.hidden = true
    #expect(throws: InteractionError.hidden(row: "b")) { try mailbox.row.fullSwipe(.trailing) }
    #expect(mailbox.entries == [])
    #expect(form.shape == [["plain"]])
  }

  @Test("the error says which action is missing")
  func description() {
    let error = InteractionError.noSwipeAction(row: "b", edge: .leading, index: 3)
    #expect(error.description == "row b has no leading swipe action at index 3")
  }
}
