import Formwork
import FormworkText
import Testing

@Suite("Printing swipe actions")
struct SwipePrintingTests {
  private func form() -> Form {
    let noop: SwipeActionHandler = { _, _, completion in completion?(true) }
    return Form()
      +++ Section("Inbox")
      <<< LabelRow("lunch") {
        $0.title = "Lunch on Friday?"
        $0.helpText = "From Ada"
        $0.leadingSwipe.actions = [SwipeAction(style: .normal, title: "Pin", handler: noop)]
        $0.trailingSwipe = SwipeConfiguration(
          actions: [
            SwipeAction(style: .normal, title: "Archive", handler: noop),
            SwipeAction(style: .destructive, title: "Delete", handler: noop),
          ], performsFirstActionWithFullSwipe: true)
      }
      <<< LabelRow("news") {
        $0.title = "Weekly news"
        $0.trailingSwipe.actions = [
          SwipeAction(style: .destructive, title: "Delete", handler: noop)
        ]
      }
  }

  @Test("in Unicode, a line per edge with actions under the row, after its help, cut to fit")
  func unicode() {
    #expect(
      TextPrinter(width: 50, charset: .unicode).render(form()) == """
        ┌─ Inbox ────────────────────────────────────────┐
        │   Lunch on Friday?                             │
        │   ↳ From Ada                                   │
        │   » Pin                                        │
        │   « Archive (full swipe) · Delete (destructiv… │
        │   Weekly news                                  │
        │   « Delete (destructive)                       │
        └────────────────────────────────────────────────┘
        """)
  }

  @Test("in ASCII, and after a delete the row and its actions are gone")
  func asciiAfterDelete() throws {
    let form = form()
    try form.rowBy(tag: "lunch")?.swipe(.trailing, actionAt: 1)
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form) == """
        +- Inbox ------------------------------+
        |   Weekly news                        |
        |   << Delete (destructive)            |
        +--------------------------------------+
        """)
  }

  @Test("a long list is cut to the width")
  func cut() {
    let row = LabelRow("x") { $0.title = "X" }
    row.trailingSwipe.actions = ["One", "Two", "Three", "Four", "Five"].map {
      SwipeAction(style: .normal, title: $0) { _, _, _ in }
    }
    let form = Form() +++ Section() <<< row
    #expect(
      TextPrinter(width: 30, charset: .ascii).render(form) == """
        +----------------------------+
        |   X                        |
        |   << One | Two | Three ... |
        +----------------------------+
        """)
  }
}
