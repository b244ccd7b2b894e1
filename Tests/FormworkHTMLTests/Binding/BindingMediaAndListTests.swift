import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Binding list rows and image rows")
struct BindingMediaAndListTests {
  @Test("A list takes its items repeated, or one per line of a text area; blank lines are no items")
  func listItems() throws {
    let tags = ListRow("tags") {
      $0.value = ["swift", "forms"]
      $0.isEditable = true
    }
    let form = Form() +++ Section() <<< tags
    var changes = 0
    tags.onChange { _ in changes += 1 }
    #expect(
      try form.bind(FormData([("tags", "swift"), ("tags", "forms"), ("tags", "web")])).isClean)
    #expect(tags.value == ["swift", "forms", "web"])
    #expect(changes == 1)
    #expect(try form.bind(["tags": "linux\r\n\r\n  \r\nswift\r\n"]).isClean)
    #expect(tags.value == ["linux", "swift"])
    #expect(try form.bind(FormData()).isClean)
    #expect(tags.value == nil)
  }

  @Test(
    "Every line break ends a list item, a vertical tab and a form feed too, so the page shows it",
    arguments: ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "\r"])
  func everyLineBreakEndsAnItem(lineBreak: String) throws {
    let tags = ListRow("tags") { $0.isEditable = true }
    let form = Form() +++ Section() <<< tags
    #expect(try form.bind(["tags": "swift\(lineBreak)forms"]).isClean)
    #expect(tags.value == ["swift", "forms"])
    // The page submitted unchanged: each item in its field, and the empty field for a new one.
    #expect(try form.bind(FormData([("tags", "swift"), ("tags", "forms"), ("tags", "")])).isClean)
    #expect(tags.value == ["swift", "forms"])
  }

  @Test(
    "A list's items sent back as the page shows them change nothing, with or without the empty field"
  )
  func itemsAsShown() throws {
    let tags = ListRow("tags") {
      $0.value = ["a\u{0}b", "c"]
      $0.isEditable = true
    }
    let form = Form() +++ Section() <<< tags
    var changes = 0
    tags.onChange { _ in changes += 1 }
    // A page holds NUL as U+FFFD, so that is what it sends back.
    #expect(try form.bind(FormData([("tags", "a\u{FFFD}b"), ("tags", "c")])).isClean)
    #expect(try form.bind(FormData([("tags", "a\u{FFFD}b"), ("tags", "c"), ("tags", "")])).isClean)
    #expect(tags.value == ["a\u{0}b", "c"])
    #expect(changes == 0)
  }

  @Test("A list that is not editable takes nothing, and nothing sent for it is no issue")
  func readOnlyList() throws {
    let tags = ListRow("tags") { $0.value = ["swift"] }
    let form = Form() +++ Section() <<< tags
    #expect(try form.bind(FormData()).isClean)
    #expect(try form.bind(["tags": "swift"]).isClean)
    let report = try form.bind(["tags": "other"])
    #expect(report.issues == [.notEditable("tags")])
    #expect(tags.value == ["swift"])
  }

  @Test(
    "An image takes an http or https URL; empty text clears it; the same location changes nothing")
  func images() throws {
    let avatar = ImageRow("avatar") {
      $0.value = FormImage(
        url: URL(fileURLWithPath: "/photos/a.png"), pixelSize: PixelSize(width: 1, height: 1))
    }
    let form = Form() +++ Section() <<< avatar
    // The location the page shows, sent back unchanged, changes nothing (even a file's).
    #expect(try form.bind(["avatar": "file:///photos/a.png"]).isClean)
    #expect(avatar.value?.pixelSize == PixelSize(width: 1, height: 1))
    #expect(try form.bind(["avatar": "https://example.com/b.png"]).isClean)
    #expect(avatar.value?.url == URL(string: "https://example.com/b.png"))
    #expect(try form.bind(FormData()).isClean)
    #expect(avatar.value?.name == "b.png")
    #expect(try form.bind(["avatar": ""]).isClean)
    #expect(avatar.value == nil)
  }

  @Test("Text that is not an image's location is reported and changes nothing")
  func badImageLocation() throws {
    let avatar = ImageRow("avatar")
    let form = Form() +++ Section() <<< avatar
    let report = try form.bind(["avatar": "ht tp://x"])
    #expect(report.issues == [.refusedURL(name: "avatar", value: "ht tp://x")])
    #expect(avatar.value == nil)
  }
}
