import Formwork
import FormworkHTML
import Foundation
import Testing

/// A store whose tokens are `token1`, `token2`, … for tests that compare pages.
private func countingStore(lifetime: TimeInterval = 3_600, clock: Clock = Clock())
  -> InMemoryUploadStore
{
  let counter = Clock()
  return InMemoryUploadStore(
    maximumFiles: 3, maximumBytes: 1_000, lifetime: lifetime, now: { clock.now },
    makeToken: { "token\(counter.tick())" })
}

/// A clock and counter tests move by hand.
private final class Clock: @unchecked Sendable {
  private let lock = NSLock()
  private var time = Date(timeIntervalSince1970: 0)
  private var count = 0
  var now: Date { lock.withLock { time } }
  func advance(_ seconds: TimeInterval) { lock.withLock { time += seconds } }
  func tick() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}

@Suite("Uploading an image into an ImageRow")
struct ImageUploadTests {
  static func profile(photo: ((ImageRow) -> Void)? = nil) -> Form {
    Form()
      +++ Section("Profile")
      <<< NameRow("name") {
        $0.title = "Name"
        $0.required = true
      }
      <<< ImageRow("photo") {
        $0.title = "Photo"
        photo?($0)
      }
  }

  static func bind(
    _ form: Form, _ entries: [MultipartBody.Entry], options: BindingOptions = BindingOptions()
  )
    throws -> BindingReport
  {
    let body = MultipartBody(entries: entries)
    return try form.bind(
      FormData(body: body.bytes, contentType: body.contentType), options: options)
  }

  static func png(_ fileName: String = "cat.png") -> MultipartBody.Entry {
    .file("photo", fileName: fileName, type: "image/png", data: TinyImages.png3x2)
  }

  // MARK: Rendering

  @Test("An image row is a file input accepting PNG, JPEG and GIF, and its form sends multipart")
  func rendering() throws {
    let form = Self.profile()
    let html = HTMLRenderer().render(form)
    #expect(
      html.hasPrefix(
        #"<form class="fw-form" method="post" accept-charset="UTF-8" enctype="multipart/form-data" novalidate>"#
      ))
    let row = try #require(form.rowBy(tag: "photo"))
    #expect(
      HTMLRenderer().render(row) == """
        <div class="fw-row fw-row--image" id="fw-photo.row">
          <label for="fw-photo">Photo</label>
          <input type="file" name="photo" id="fw-photo" accept="image/png,image/jpeg,image/gif">
        </div>
        """)
  }

  @Test("A row narrows accept; a GET form and a form without image rows send no enctype")
  func narrowedAndWithout() throws {
    let form = Self.profile {
      $0.acceptedImageTypes = ["image/png"]
      $0.required = true
    }
    let row = try #require(form.rowBy(tag: "photo"))
    #expect(HTMLRenderer().render(row).contains(#"accept="image/png" required>"#))
    #expect(!HTMLRenderer(method: .get).render(form).contains("enctype"))
    let plain = Form() +++ Section() <<< NameRow("name")
    #expect(!HTMLRenderer().render(plain).contains("enctype"))
  }

  // MARK: Binding

  @Test(
    "A PNG, a GIF and JPEGs bind as images with their bytes, names and pixel sizes",
    arguments: [
      ("cat.png", "image/png", TinyImages.png3x2, 3, 2),
      ("a.gif", "image/gif", TinyImages.gif5x4, 5, 4),
      ("b.jpg", "image/jpeg", TinyImages.jpeg7x5, 7, 5),
      ("c.jpg", "image/jpeg", TinyImages.progressiveJPEG9x3, 9, 3),
    ])
  func binding(fileName: String, type: String, data: Data, width: Int, height: Int) throws {
    let form = Self.profile()
    let report = try Self.bind(
      form, [.field("name", "Ada"), .file("photo", fileName: fileName, type: type, data: data)])
    #expect(report.isClean)
    let row: ImageRow? = form.rowBy(tag: "photo")
    #expect(
      row?.value
        == FormImage(data: data, name: fileName, pixelSize: PixelSize(width: width, height: height))
    )
    #expect(form.validate().isEmpty)
  }

  @Test("A file input left empty keeps the row's image")
  func emptyInput() throws {
    let image = FormImage(url: URL(fileURLWithPath: "/avatars/ada.png"))
    let form = Self.profile { $0.value = image }
    let report = try Self.bind(
      form,
      [
        .field("name", "Ada"),
        .file("photo", fileName: "", type: "application/octet-stream", data: Data()),
      ])
    #expect(report.isClean)
    #expect(form.rowBy(tag: "photo")?.baseValue as? FormImage == image)
  }

  @Test(
    "A file that is not an image the row takes keeps its image and tells the person why",
    arguments: [
      ([String]?.none, "notes.txt", Data("hello".utf8), "PNG, JPEG, GIF"),
      (["image/png"], "a.gif", TinyImages.gif5x4, "PNG"),
      (nil, "cut.png", TinyImages.png3x2.prefix(20), "PNG, JPEG, GIF"),
    ])
  func refused(accepted: [String]?, fileName: String, data: Data, formats: String) throws {
    let form = Self.profile { if let accepted { $0.acceptedImageTypes = accepted } }
    let report = try form.bind(
      FormData(
        body: MultipartBody(entries: [
          .field("name", "Ada"), .file("photo", fileName: fileName, type: "image/png", data: data),
        ]).bytes,
        contentType: MultipartBody().contentType, limits: FormDataLimits(allowedFileTypes: nil)))
    #expect(report.issues == [.refusedFile(name: "photo", fileName: fileName)])
    let row = try #require(form.rowBy(tag: "photo"))
    #expect(row.baseValue == nil)
    #expect(
      row.visibleValidationErrors.map(\.message) == [
        "Photo must be an image in one of these formats: \(formats)"
      ])
    #expect(
      HTMLRenderer().render(row).contains(
        "<li>Photo must be an image in one of these formats: \(formats)</li>"))
    // Choosing an image the row takes clears the message.
    _ = try Self.bind(
      form,
      [
        .field("name", "Ada"),
        .file("photo", fileName: "ok.png", type: "image/png", data: TinyImages.png3x2),
      ])
    #expect(row.visibleValidationErrors.isEmpty)
  }

  @Test("The refusal reads in the form's language")
  func refusedInGerman() throws {
    let form = Self.profile { $0.title = "Foto" }
    form.locale = Locale(identifier: "de")
    _ = try form.bind(
      FormData(
        body: MultipartBody(entries: [
          .file("photo", fileName: "a.txt", type: "text/plain", data: Data("x".utf8))
        ]).bytes,
        contentType: MultipartBody().contentType, limits: FormDataLimits(allowedFileTypes: nil)))
    let row = try #require(form.rowBy(tag: "photo"))
    #expect(
      row.visibleValidationErrors.map(\.message) == [
        "Foto muss ein Bild in einem dieser Formate sein: PNG, JPEG, GIF"
      ])
  }

  @Test("A file for a row that takes none, and a file under a name no row has, are reported")
  func filesElsewhere() throws {
    let form = Self.profile()
    let report = try Self.bind(
      form,
      [
        .file("name", fileName: "a.png", type: "image/png", data: TinyImages.png3x2),
        .file("avatar", fileName: "b.png", type: "image/png", data: TinyImages.png3x2),
      ])
    #expect(
      report.issues == [.refusedFile(name: "name", fileName: "a.png"), .unknownName("avatar")])
    #expect(form.rowBy(tag: "name")?.baseValue == nil)
  }

  // MARK: A file kept across an invalid submission

  @Test(
    "After an invalid submit the page keeps the file; the next submit binds it without a new file")
  func keptAcrossInvalidSubmit() throws {
    let store = countingStore()
    var renderer = HTMLRenderer(action: "/profile")
    renderer.uploadStore = store
    let options = BindingOptions(uploadStore: store)

    // The first submission: a photo, and no name.
    let first = Self.profile()
    _ = try Self.bind(first, [.field("name", ""), Self.png()], options: options)
    #expect(!first.validate().isEmpty)
    let page = renderer.render(first)
    #expect(
      page.contains(
        #"<input type="file" name="photo" id="fw-photo" accept="image/png,image/jpeg,image/gif" aria-describedby="fw-photo.kept">"#
      ))
    #expect(
      page.contains(
        #"<p class="fw-kept" id="fw-photo.kept">cat.png is kept; choose another file to replace it.</p>"#
      ))
    #expect(page.contains(#"<input type="hidden" name="formwork.kept" value="token1:photo">"#))
    // Rendering again keeps one copy under the same token.
    #expect(renderer.render(first) == page)

    // The second submission, as a browser sends the page back: the name typed, no file chosen.
    var fields = try BrowserFormData.fields(of: page)
    fields = fields.map { $0.name == "name" ? FormField(name: "name", value: "Ada") : $0 }
    let second = Self.profile()
    let report = try Self.bind(
      second,
      fields.map { .field($0.name, $0.value) } + [
        .file("photo", fileName: "", type: "application/octet-stream", data: Data())
      ],
      options: options)
    #expect(report.isClean)
    #expect(second.validate().isEmpty)
    let row: ImageRow? = second.rowBy(tag: "photo")
    #expect(
      row?.value
        == FormImage(
          data: TinyImages.png3x2, name: "cat.png", pixelSize: PixelSize(width: 3, height: 2)))

    // A new file replaces the kept one.
    let third = Self.profile()
    _ = try Self.bind(
      third,
      fields.map { .field($0.name, $0.value) } + [
        .file("photo", fileName: "new.gif", type: "image/gif", data: TinyImages.gif5x4)
      ],
      options: options)
    let replaced: ImageRow? = third.rowBy(tag: "photo")
    #expect(replaced?.value?.name == "new.gif")
  }

  @Test(
    "A made-up, expired or another row's token, or no store, changes nothing and is reported",
    arguments: [
      "forged:photo", "../../etc/passwd:photo", ":photo", "token1:photo", "token2:photo",
    ])
  func forgedTokens(kept: String) throws {
    let clock = Clock()
    let store = countingStore(lifetime: 60, clock: clock)
    #expect(
      store.store(FormFile(name: "other", data: TinyImages.png3x2, fileName: "x.png")) == "token1")
    #expect(
      store.store(FormFile(name: "photo", data: TinyImages.gif5x4, fileName: "y.gif")) == "token2")
    clock.advance(61)  // both expire: token1 is another row's anyway
    let form = Self.profile()
    let report = try Self.bind(
      form, [.field("name", "Ada"), .field(HTMLFieldNames.keptFile, kept)],
      options: BindingOptions(uploadStore: store))
    #expect(report.issues == [.unknownUploadToken(name: "photo")])
    #expect(form.rowBy(tag: "photo")?.baseValue == nil)
    let withoutStore = Self.profile()
    #expect(
      try Self.bind(withoutStore, [.field(HTMLFieldNames.keptFile, kept)]).issues.contains(
        .unknownUploadToken(name: "photo")))
  }

  @Test("Another row's token does not resolve for this row")
  func anotherRowsToken() throws {
    let store = countingStore()
    #expect(
      store.store(FormFile(name: "other", data: TinyImages.png3x2, fileName: "x.png")) == "token1")
    let form = Self.profile()
    let report = try Self.bind(
      form, [.field(HTMLFieldNames.keptFile, "token1:photo")],
      options: BindingOptions(uploadStore: store))
    #expect(report.issues == [.unknownUploadToken(name: "photo")])
    #expect(form.rowBy(tag: "photo")?.baseValue == nil)
  }

  @Test(
    "Without a store an image held as bytes is not said to be kept, and the input stays required")
  func noStore() throws {
    let form = Self.profile {
      $0.required = true
      $0.value = FormImage(data: TinyImages.png3x2, name: "cat.png")
    }
    let row = try #require(form.rowBy(tag: "photo"))
    let html = HTMLRenderer().render(row)
    #expect(!html.contains("fw-kept") && !html.contains(HTMLFieldNames.keptFile))
    #expect(html.contains("required"))
  }

  @Test(
    "The in-memory store makes 128-bit hex tokens, drops the oldest past its bounds and refuses what cannot fit"
  )
  func store() throws {
    let real = InMemoryUploadStore()
    let tokens = (0..<50).map {
      real.store(FormFile(name: "p", data: Data([UInt8($0)]), fileName: "a"))
    }
    #expect(Set(tokens).count == 50)
    #expect(tokens.allSatisfy { $0?.count == 32 && $0?.allSatisfy(\.isHexDigit) == true })

    let store = countingStore()  // 3 files, 1,000 bytes
    let files = (0..<4).map {
      FormFile(name: "p", data: Data(repeating: UInt8($0), count: 100), fileName: "\($0)")
    }
    let stored = files.map { store.store($0) }
    #expect(stored == ["token1", "token2", "token3", "token4"])
    #expect(store.file(for: "token1") == nil)
    #expect(store.file(for: "token4") == files[3])
    #expect(store.store(FormFile(name: "p", data: Data(count: 1_001), fileName: "big")) == nil)
    #expect(store.store(FormFile(name: "p", data: Data(count: 900), fileName: "fits")) == "token5")
    #expect(store.file(for: "token3") == nil && store.file(for: "token4") == files[3])
  }

  // MARK: Round trip

  @Test("A page rendered, filled as a browser fills it and posted as multipart binds what was sent")
  func roundTrip() throws {
    let page = HTMLRenderer().render(Self.profile())
    #expect(page.contains(#"enctype="multipart/form-data""#))
    var fields = try BrowserFormData.fields(of: page)
    fields = fields.map { $0.name == "name" ? FormField(name: "name", value: "Zoë \"Z\" Ñ") : $0 }
    let body = MultipartBody.browser(
      fields: fields,
      files: [.file("photo", fileName: "Ünï 写真.jpg", type: "image/jpeg", data: TinyImages.jpeg7x5)])
    let form = Self.profile()
    let report = try form.bind(FormData(body: body.bytes, contentType: body.contentType))
    #expect(report.isClean)
    #expect(form.rowBy(tag: "name")?.baseValue as? String == "Zoë \"Z\" Ñ")
    let row: ImageRow? = form.rowBy(tag: "photo")
    #expect(
      row?.value
        == FormImage(
          data: TinyImages.jpeg7x5, name: "Ünï 写真.jpg", pixelSize: PixelSize(width: 7, height: 5)))
  }
}
