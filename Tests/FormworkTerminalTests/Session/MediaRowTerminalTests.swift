import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("Image, list and title rows in the terminal and in line mode")
struct MediaRowTerminalTests {
  @Test("the cursor starts past a title row and never stops on it")
  func titleSkipped() throws {
    let form = mediaForm()
    let run = try runForm(form, keys: [Keys.up, Keys.up, "x"])
    // Up from the image row stays on it; the title above it takes no cursor.
    #expect(run.lastFrame.contains("▸ Avatar"))
    #expect(!run.lastFrame.contains("▸ About you"))
    #expect(form.rowBy(tag: "name")?.baseValue == nil)
  }

  @Test("Enter on an image row asks for a URL or path; the list takes items and Ctrl-D")
  func editing() throws {
    let form = mediaForm()
    let keys = [
      Keys.enter, "https://example.com/a.png", Keys.enter, Keys.down, Keys.enter, "one",
      Keys.enter, "two", Keys.enter, Keys.enter, Keys.controlD, Keys.controlN, "three",
      Keys.controlS,
    ]
    let run = try runForm(form, keys: keys)
    let values = try #require(run.values)
    #expect(
      values["avatar"] as? FormImage == FormImage(url: URL(string: "https://example.com/a.png")!))
    // Ctrl-S applied the item still being typed: nothing typed is lost.
    #expect(values["tags"] as? [String] == ["one", "three"])
  }

  @Test("Esc leaves the image unchanged; a bad URL is refused with a message")
  func imagePromptRefusals() throws {
    let form = mediaForm()
    let run = try runForm(
      form, keys: [Keys.enter, "a.png", Keys.escape, Keys.enter, "http://a b://", Keys.enter])
    #expect(form.rowBy(tag: "avatar")?.baseValue == nil)
    #expect(run.lastFrame.contains("Avatar needs a web address"))
  }

  @Test("a disabled form's list takes no items, a read-only list says so")
  func readOnly() throws {
    let form = mediaForm()
    form.disabled = true
    let run = try runForm(form, keys: [Keys.controlN])
    #expect(form.rowBy(tag: "tags")?.baseValue == nil)
    _ = run
    let readOnly = mediaForm()
    (readOnly.rowBy(tag: "tags") as? ListRow)?.isEditable = false
    let second = try runForm(readOnly, keys: [Keys.down, Keys.controlD])
    #expect(second.lastFrame.contains("Tags is read-only"))
  }

  @Test("line mode: a URL for the image, items one per line, :d to remove, titles as headings")
  func lineMode() {
    let (outcome, text) = answerLines(
      mediaForm(), ["/photos/me.png", "swift", "tui", ":d 1", ":d 9", "", "Ada"])
    let values = submittedValues(outcome)
    #expect(
      values?["avatar"] as? FormImage == FormImage(url: URL(fileURLWithPath: "/photos/me.png")))
    #expect(values?["tags"] as? [String] == ["tui"])
    #expect(
      text == """
        == Profile ==
        -- About you --
        Avatar (URL or file path, - removes)
        > /photos/me.png
        Tags (one per line, an empty line ends, :d N removes item N)
        > swift
        > tui
        > :d 1
          removed; 1 left
        > :d 9
        ! there is no item 9; there is 1
        > 
        Name
        > Ada

        """)
  }

  @Test("line mode: - removes the image; a read-only list is a line of information")
  func lineModeRemoval() {
    let form = mediaForm()
    (form.rowBy(tag: "avatar") as? ImageRow)?.value = FormImage(url: URL(fileURLWithPath: "/a.png"))
    (form.rowBy(tag: "tags") as? ListRow)?.value = ["x", "y"]
    (form.rowBy(tag: "tags") as? ListRow)?.isEditable = false
    let (outcome, text) = answerLines(form, ["-", ""])
    #expect(submittedValues(outcome)?["avatar"] as? FormImage == nil)
    #expect(text.contains("Tags: x, y\n"))
  }
}
