import Formwork
import FormworkText
import Foundation
import Testing

@Suite("Printing image, list and title rows")
struct MediaRowPrintingTests {
  /// A form with a title, an image and a list.
  func form(
    image: FormImage? = .avatar, items: [String]? = ["swift", "forms"], disabled: Bool = false
  ) -> Form {
    let form =
      Form()
      +++ Section("Profile")
      <<< TitleRow { $0.title = "About you" }
      <<< ImageRow("avatar") {
        $0.title = "Avatar"
        $0.value = image
      }
      <<< ListRow("tags") {
        $0.title = "Tags"
        $0.value = items
        $0.isEditable = true
      }
    form.disabled = disabled
    return form
  }

  @Test("the three rows in Unicode: a heading, an image box, the items under a count")
  func unicode() {
    #expect(
      TextPrinter(width: 40).render(form()) == """
        ┌─ Profile ────────────────────────────┐
        │   About you                          │
        │   ═════════                          │
        │   Avatar                             │
        │     ┌──────────────┐                 │
        │     │ avatar.png   │                 │
        │     │ 120 × 120    │                 │
        │     └──────────────┘                 │
        │   Tags ····················· 2 items │
        │     • swift                          │
        │     • forms                          │
        └──────────────────────────────────────┘
        """)
  }

  @Test("the three rows in ASCII")
  func ascii() {
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form()) == """
        +- Profile ----------------------------+
        |   About you                          |
        |   =========                          |
        |   Avatar                             |
        |     +--------------+                 |
        |     | avatar.png   |                 |
        |     | 120 x 120    |                 |
        |     +--------------+                 |
        |   Tags ..................... 2 items |
        |     - swift                          |
        |     - forms                          |
        +--------------------------------------+
        """)
  }

  @Test("without values: an empty box with the placeholder, and no items")
  func withoutValues() {
    #expect(
      TextPrinter(width: 40, charset: .ascii).render(form(image: nil, items: nil)) == """
        +- Profile ----------------------------+
        |   About you                          |
        |   =========                          |
        |   Avatar                             |
        |     +--------------+                 |
        |     | <No image>   |                 |
        |     +--------------+                 |
        |   Tags .................... no items |
        +--------------------------------------+
        """)
    let row = ImageRow { $0.placeholder = "Pick a photo of yourself" }
    let list = ListRow { $0.placeholder = "none yet" }
    #expect(
      TextPrinter(width: 30, charset: .ascii).render(row) == """
            +------------------------+
            | <Pick a photo of yo... |
            +------------------------+
        """)
    #expect(TextPrinter(width: 30).render(list) == "                    ‹none yet›")
  }

  @Test("at the narrowest width the box, the name, the size and the items are cut to fit")
  func narrow() {
    let long = FormImage(
      url: URL(fileURLWithPath: "/photos/a-very-long-file-name.jpeg"),
      pixelSize: PixelSize(width: 4032, height: 3024))
    #expect(
      TextPrinter(width: 20).render(form(image: long, items: ["a rather long tag"])) == """
        ┌─ Profile ────────┐
        │   About you      │
        │   ═════════      │
        │   Avatar         │
        │     ┌──────────┐ │
        │     │ a-very-… │ │
        │     │ 4032 × … │ │
        │     └──────────┘ │
        │   Tags ·· 1 item │
        │     • a rather … │
        └──────────────────┘
        """)
  }

  @Test("an image given by its bytes without a size shows its byte count")
  func dataImage() {
    let image = FormImage(data: Data([1, 2, 3]), name: "logo.png")
    let row = ImageRow { $0.title = "Logo" }
    row.value = image
    #expect(
      TextPrinter(width: 30).render(row) == """
          Logo
            ┌──────────────┐
            │ logo.png     │
            │ 3 bytes      │
            └──────────────┘
        """)
  }

  @Test("a disabled form marks the image and the list; a title has no marks")
  func disabledAndRequired() {
    let form = self.form(disabled: true)
    if let tags = form.rowBy(tag: "tags") { tags.required = true }
    let text = TextPrinter(width: 40, charset: .ascii).render(form)
    #expect(text.contains("|   About you                          |"))
    #expect(text.contains("|   Avatar (disabled)                  |"))
    #expect(text.contains("|   Tags* (disabled) ......... 2 items |"))
  }

  @Test("a title row is a heading, unlike a label row with the same title")
  func titleIsNotALabel() {
    let title = TitleRow { $0.title = "Contact" }
    let label = LabelRow { $0.title = "Contact" }
    let printer = TextPrinter(width: 24, charset: .ascii)
    #expect(printer.render(title) == "  Contact\n  =======")
    #expect(printer.render(label) == "  Contact")
    #expect(printer.render(TitleRow()) == "")
  }
}

extension FormImage {
  /// A 120 × 120 avatar at a web address.
  static let avatar = FormImage(
    url: URL(string: "https://example.com/avatar.png") ?? URL(fileURLWithPath: "/avatar.png"),
    pixelSize: PixelSize(width: 120, height: 120))
}
