import Formwork
import Foundation
import Testing

@Suite("Image rows and FormImage")
struct ImageRowTests {
  static let url =
    URL(string: "https://example.com/img/avatar.png") ?? URL(fileURLWithPath: "/avatar.png")
  static let avatar = FormImage(url: url, pixelSize: PixelSize(width: 120, height: 120))

  func form() -> (Form, ImageRow) {
    let row = ImageRow("avatar") { $0.title = "Avatar" }
    let form = Form() +++ Section() <<< row
    return (form, row)
  }

  @Test("an image is named after its URL's last path component unless named")
  func names() {
    #expect(Self.avatar.name == "avatar.png")
    #expect(FormImage(url: URL(string: "https://example.com")!).name == "https://example.com")
    #expect(FormImage(url: Self.url, name: "Me").name == "Me")
    #expect(Self.avatar.description == "avatar.png (120 × 120)")
    #expect(Self.avatar.url == Self.url && Self.avatar.data == nil)
    let data = FormImage(data: Data([1, 2]), name: "x.png")
    #expect(data.data == Data([1, 2]) && data.url == nil && data.description == "x.png")
  }

  @Test("a location is a URL with a scheme or a file path; empty or broken text is none")
  func locations() {
    #expect(
      FormImage(location: " https://example.com/a.png ")?.url?.absoluteString
        == "https://example.com/a.png")
    #expect(FormImage(location: "/tmp/a.png")?.url == URL(fileURLWithPath: "/tmp/a.png"))
    #expect(FormImage(location: "/tmp/a.png")?.name == "a.png")
    #expect(FormImage(location: "") == nil)
    #expect(FormImage(location: "   ") == nil)
    #expect(FormImage(location: "http://a b://") == nil)
  }

  @Test("the cell describes the image: control, value text and placeholder")
  func cell() {
    let (_, row) = form()
    #expect(row.cell.control == .image(nil))
    #expect(row.cell.placeholder == "No image")
    #expect(row.cell.valueText == nil)
    row.value = Self.avatar
    #expect(row.cell.control == .image(Self.avatar))
    #expect(row.cell.valueText == "avatar.png (120 × 120)")
    row.placeholder = "Pick a photo"
    #expect(row.cell.placeholder == "Pick a photo")
    #expect(row.supportedActions == [.tap, .pickImage])
  }

  @Test("picking through the protocol sets and clears the value, and refuses a disabled row")
  func picking() throws {
    let (form, row) = form()
    let picking: any ImagePickingRow = row
    try picking.pickImage(at: "https://example.com/img/avatar.png")
    #expect(row.value == FormImage(url: Self.url))
    try picking.pickImage(at: "")
    #expect(row.value == nil)
    #expect(throws: InteractionError.notAnImageLocation(row: "avatar", text: "http://a b://")) {
      try picking.pickImage(at: "http://a b://")
    }
    form.disabled = true
    #expect(throws: InteractionError.disabled(row: "avatar")) { try picking.pickImage(Self.avatar) }
    #expect(row.value == nil)
    #expect(throws: InteractionError.notInForm(row: "lonely")) {
      try ImageRow("lonely").pickImage(Self.avatar)
    }
  }

  @Test("JSON: an image travels as an object and comes back equal")
  func jsonRoundTrip() throws {
    let (form, row) = form()
    row.value = Self.avatar
    let json = String(decoding: try form.jsonData(), as: UTF8.self)
    #expect(
      json
        == #"{"avatar":{"height":120,"name":"avatar.png","url":"https:\/\/example.com\/img\/avatar.png","width":120}}"#
    )
    let (other, otherRow) = self.form()
    let report = try other.setValues(fromJSON: Data(json.utf8))
    #expect(report.isClean)
    #expect(otherRow.value == Self.avatar)
    // Bytes travel as Base64.
    row.value = FormImage(
      data: Data([0xFF, 0, 7]), name: "dot.png", pixelSize: PixelSize(width: 1, height: 1))
    let bytes = try form.jsonData()
    #expect(String(decoding: bytes, as: UTF8.self).contains(#""data":"\/wAH""#))
    _ = try other.setValues(fromJSON: bytes)
    #expect(otherRow.value == row.value)
  }

  @Test("FormValue and typed values carry an image")
  func typedValues() throws {
    struct Profile: Codable, Equatable {
      var avatar: FormImage?
    }
    let (form, row) = form()
    _ = try form.setValues(from: Profile(avatar: Self.avatar))
    #expect(row.value == Self.avatar)
    #expect(try form.values(as: Profile.self) == Profile(avatar: Self.avatar))
    let value = FormValue.object(["avatar": .string("/tmp/b.png")])
    _ = try form.setValues(fromFormValue: value)
    #expect(row.value == FormImage(url: URL(fileURLWithPath: "/tmp/b.png")))
    form.setValues(["avatar": Self.url])
    #expect(row.value == FormImage(url: Self.url))
  }

  @Test(
    "a bad image object is a mismatch naming the row, and the value is kept",
    arguments: [
      #"{"avatar":{"name":"x"}}"#,
      #"{"avatar":{"url":"https://e.com/a.png","data":"AA=="}}"#,
      #"{"avatar":{"data":"not base64!"}}"#,
      #"{"avatar":{"url":"https://e.com/a.png","width":3}}"#,
      #"{"avatar":{"url":"https://e.com/a.png","width":-1,"height":2}}"#,
      #"{"avatar":{"url":""}}"#,
      #"{"avatar":12}"#,
      #"{"avatar":["a.png"]}"#,
    ])
  func badObjects(json: String) throws {
    let (form, row) = form()
    row.value = Self.avatar
    let report = try form.setValues(fromJSON: Data(json.utf8))
    #expect(report.mismatches.count == 1)
    #expect(report.description.contains("avatar"))
    #expect(row.value == Self.avatar)
  }

  @Test("decoding a FormImage directly names the key that is wrong")
  func decodingErrors() {
    let decoder = JSONDecoder()
    #expect(throws: DecodingError.self) {
      try decoder.decode(FormImage.self, from: Data(#"{"name":"x"}"#.utf8))
    }
    do {
      _ = try decoder.decode(
        FormImage.self, from: Data(#"{"url":"a://b","height":-2,"width":1}"#.utf8))
      Issue.record("a negative height decoded")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.codingPath.last?.stringValue == "height")
    } catch {
      Issue.record("unexpected \(error)")
    }
  }
}
