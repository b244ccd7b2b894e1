import FormworkHTML
import Foundation
import Testing

@Suite("Reading multipart/form-data bodies")
struct MultipartReadingTests {
  /// `text` with every `\n` written as CR LF, as bytes.
  static func crlf(_ text: String) -> [UInt8] {
    Array(text.replacingOccurrences(of: "\n", with: "\r\n").utf8)
  }

  /// Reads `text` (its line feeds written as CR LF) with the boundary `b`.
  static func read(_ text: String, limits: FormDataLimits = .standard) throws(FormRequestError)
    -> FormData
  {
    try FormData(body: crlf(text), contentType: "multipart/form-data; boundary=b", limits: limits)
  }

  @Test("Fields and files as a browser sends them, in order")
  func browserBody() throws {
    let body = MultipartBody(entries: [
      .field("name", "Ada Lovelace"),
      .file("photo", fileName: "cat.png", type: "image/png", data: TinyImages.png3x2),
      .field("bio", "line one\nline two"),
      .file("banner", fileName: "wide.gif", type: "image/gif", data: TinyImages.gif5x4),
      .field("name", "Ada"),
    ])
    let data = try FormData(body: body.bytes, contentType: body.contentType)
    #expect(
      data.fields == [
        FormField(name: "name", value: "Ada Lovelace"),
        FormField(name: "bio", value: "line one\r\nline two"),
        FormField(name: "name", value: "Ada"),
      ])
    #expect(
      data.files == [
        FormFile(
          name: "photo", data: TinyImages.png3x2, contentType: "image/png", fileName: "cat.png"),
        FormFile(
          name: "banner", data: TinyImages.gif5x4, contentType: "image/gif", fileName: "wide.gif"),
      ])
    #expect(data.files(for: "photo").map(\.fileName) == ["cat.png"])
    #expect(data.problems.isEmpty)
  }

  @Test(
    "The boundary is read quoted or not, in any case, beside other parameters",
    arguments: [
      ("multipart/form-data; boundary=\"a b:c\"", "a b:c"),
      ("Multipart/Form-Data; charset=UTF-8; BOUNDARY=xyz", "xyz"),
      ("multipart/form-data;boundary=\"q\\\"\"", nil),
      ("multipart/form-data ; boundary = '()+_,-./:=?", "'()+_,-./:=?"),
    ])
  func boundaries(contentType: String, boundary: String?) throws {
    guard let boundary else {
      #expect(throws: FormRequestError.invalidBoundary("q\"")) {
        try FormData(body: Self.crlf("--q\"--\n"), contentType: contentType)
      }
      return
    }
    let text = "--\(boundary)\nContent-Disposition: form-data; name=\"a\"\n\n1\n--\(boundary)--\n"
    let data = try FormData(body: Self.crlf(text), contentType: contentType)
    #expect(data.fields == [FormField(name: "a", value: "1")])
  }

  @Test("Line feeds alone, a preamble, an epilogue and spaces after a boundary are read")
  func lineBreaks() throws {
    let text =
      "This is the preamble.\r\n--b \t\nContent-Disposition: form-data; name=\"a\"\n\n1\r\n"
      + "--b\r\ncontent-disposition: FORM-DATA; NAME=b\r\n\r\n\r\n--b--\r\nepilogue\n--b\n"
    let data = try FormData(body: Array(text.utf8), contentType: "multipart/form-data; boundary=b")
    #expect(data.fields == [FormField(name: "a", value: "1"), FormField(name: "b", value: "")])
  }

  @Test("A body with no parts, and a URL-encoded body by its content type")
  func emptyAndURLEncoded() throws {
    #expect(try Self.read("--b--\n").fields.isEmpty)
    let data = try FormData(
      body: Array("a=1&b=%C3%A9".utf8),
      contentType: "application/x-www-form-urlencoded; charset=UTF-8")
    #expect(data.fields == [FormField(name: "a", value: "1"), FormField(name: "b", value: "é")])
  }

  @Test("Escaped names and UTF-8 file names are read; a file name is text, never a path")
  func names() throws {
    let body = MultipartBody(entries: [
      .field("say \"hi\"\nnow", "x"),
      .file("photo", fileName: "Ünïcode 写真.png", type: "image/png", data: TinyImages.png3x2),
      .file("a", fileName: "C:\\Users\\ada\\cat.png", type: "image/png", data: TinyImages.png3x2),
      .file("b", fileName: "../../etc/passwd", type: "image/png", data: TinyImages.png3x2),
      .file("c", fileName: "evil\u{202E}gnp.exe\u{7}", type: "image/png", data: TinyImages.png3x2),
      .file(
        "d", fileName: String(repeating: "é", count: 300) + ".png", type: "image/png",
        data: TinyImages.png3x2),
    ])
    let data = try FormData(body: body.bytes, contentType: body.contentType)
    #expect(data.fields == [FormField(name: "say \"hi\"\nnow", value: "x")])
    #expect(
      data.files.map(\.fileName) == [
        "Ünïcode 写真.png", "cat.png", "passwd", "evilgnp.exe",
        String(repeating: "é", count: FormFile.maximumFileNameLength),
      ])
  }

  @Test("A backslash escapes a quote inside a value and is kept elsewhere; filename* is ignored")
  func quotedStrings() throws {
    var bytes = Self.crlf(
      "--b\nContent-Disposition: form-data; name=\"a\\\"b\\\\c\\d\"; filename*=UTF-8''x.png; "
        + "filename=\"x\\\".png\"\nContent-Type: image/png\n\n")
    bytes += Array(TinyImages.png3x2) + Self.crlf("\n--b--\n")
    let data = try FormData(body: bytes, contentType: "multipart/form-data; boundary=b")
    #expect(data.files.map(\.name) == ["a\"b\\\\c\\d"])
    let ending = try Self.read(
      "--b\nContent-Disposition: form-data; name=\"a\\\" ; x=1\n\n1\n--b--")
    #expect(ending.fields == [FormField(name: "a\\", value: "1")])
    #expect(data.files.map(\.fileName) == ["x\".png"])
  }

  @Test("A file input left empty sends no file; only filename* still makes a file part")
  func emptyFileInput() throws {
    let data = try Self.read(
      """
      --b
      Content-Disposition: form-data; name="photo"; filename=""
      Content-Type: application/octet-stream


      --b--

      """)
    #expect(data.files.isEmpty && data.fields.isEmpty)
  }

  // MARK: Refused bodies

  @Test(
    "A content type that is not a form's is refused",
    arguments: [nil, "text/plain", "application/json", "multipart/mixed; boundary=b", "", ";"])
  func unsupported(contentType: String?) {
    #expect(throws: FormRequestError.unsupportedContentType(contentType)) {
      try FormData(body: [], contentType: contentType)
    }
  }

  @Test("A multipart content type without a boundary is refused")
  func missingBoundary() {
    #expect(throws: FormRequestError.missingBoundary) {
      try FormData(body: [], contentType: "multipart/form-data; charset=utf-8")
    }
  }

  @Test("A repeated boundary parameter is refused")
  func repeatedBoundary() {
    #expect(throws: FormRequestError.repeatedBoundaryParameter) {
      try FormData(body: [], contentType: "multipart/form-data; boundary=a; Boundary=a")
    }
  }

  @Test(
    "A boundary that RFC 2046 does not allow is refused",
    arguments: [
      "", String(repeating: "a", count: 71), "ends with space ", "é", "a\"b", "a;b", "a<b",
    ])
  func invalidBoundary(boundary: String) {
    #expect(throws: FormRequestError.invalidBoundary(boundary)) {
      try FormData(multipart: Array("--\(boundary)--".utf8), boundary: boundary)
    }
  }

  @Test("A boundary of 70 characters is read")
  func longestBoundary() throws {
    let boundary = String(repeating: "z", count: 70)
    let text = "--\(boundary)\nContent-Disposition: form-data; name=a\n\n1\n--\(boundary)--"
    #expect(try FormData(multipart: Self.crlf(text), boundary: boundary)["a"] == "1")
  }

  @Test("A part's headers over the limit are refused; at the limit they are read")
  func headerSize() throws {
    let headers = "Content-Disposition: form-data; name=\"a\"\n\n"
    let size = Self.crlf(headers).count
    let text = "--b\n\(headers)1\n--b--\n"
    #expect(try Self.read(text, limits: FormDataLimits(maximumPartHeaderBytes: size))["a"] == "1")
    #expect(throws: FormRequestError.partHeaderTooLarge(part: 0, limit: size - 1)) {
      try Self.read(text, limits: FormDataLimits(maximumPartHeaderBytes: size - 1))
    }
    let huge =
      "--b\nContent-Disposition: form-data; name=\"a\"\n\n1\n--b\nX-Pad: \(String(repeating: "x", count: 9_000))\n\n1\n--b--\n"
    #expect(throws: FormRequestError.partHeaderTooLarge(part: 1, limit: 8_192)) {
      try Self.read(huge)
    }
  }

  @Test(
    "A body cut short is refused, naming the part it ends in",
    arguments: [
      ("", 0), ("no delimiter at all", 0), ("--b", 0), ("--bx\n", 0),
      ("--b\nContent-Disposition: form-data; name=a\n\n1", 0),
      ("--b\nContent-Disposition: form-data; name=a", 0),
      (
        "--b\nContent-Disposition: form-data; name=a\n\n1\n--b\nContent-Disposition: form-data; name=c\n\n2\n--b",
        1
      ),
      ("--b\nContent-Disposition: form-data; name=a\n\n1\n--bb--\n", 0),
    ])
  func truncated(text: String, part: Int) {
    #expect(throws: FormRequestError.truncatedBody(part: part)) { try Self.read(text) }
  }

  @Test("A part without Content-Disposition is refused")
  func missingDisposition() {
    #expect(throws: FormRequestError.missingContentDisposition(part: 1)) {
      try Self.read(
        "--b\nContent-Disposition: form-data; name=a\n\n1\n--b\nContent-Type: text/plain\n\n2\n--b--"
      )
    }
  }

  @Test(
    "A part without a name is refused",
    arguments: ["form-data", "form-data; filename=\"a.png\"", "form-data; name=\"\""])
  func withoutName(disposition: String) {
    #expect(throws: FormRequestError.partWithoutName(part: 0)) {
      try Self.read("--b\nContent-Disposition: \(disposition)\n\n1\n--b--")
    }
  }

  @Test("A nested multipart part is refused")
  func nested() {
    #expect(throws: FormRequestError.nestedMultipart(part: 0)) {
      try Self.read(
        """
        --b
        Content-Disposition: form-data; name="files"
        Content-Type: multipart/mixed; boundary=c

        --c
        Content-Disposition: file; filename="a.txt"

        a
        --c--
        --b--
        """)
    }
  }

  @Test(
    "A header line that cannot be read is refused, quoted in the error",
    arguments: [
      "Content-Disposition: attachment; name=a", "Content-Disposition form-data; name=a",
      " folded: line", "Content-Disposition: form-data; name=\"a",
      "Content-Disposition: form-data; name=a; name=b", "Content-Type: image/png; charset",
    ])
  func invalidHeader(line: String) {
    #expect(throws: FormRequestError.invalidPartHeader(part: 0, header: line)) {
      try Self.read("--b\n\(line)\nContent-Disposition: form-data; name=a\n\n1\n--b--")
    }
  }

  @Test("A repeated Content-Disposition is refused")
  func repeatedDisposition() {
    #expect(
      throws: FormRequestError.invalidPartHeader(
        part: 0, header: "Content-Disposition: form-data; name=b")
    ) {
      try Self.read(
        "--b\nContent-Disposition: form-data; name=a\nContent-Disposition: form-data; name=b\n\n1\n--b--"
      )
    }
  }

  // MARK: Limits

  /// A body of `fields` text fields and `files` PNG files.
  static func body(fields: Int, files: Int, fileBytes: Data = TinyImages.png3x2) -> MultipartBody {
    MultipartBody(
      entries: (0..<fields).map { .field("f\($0)", "v") }
        + (0..<files).map {
          .file("p\($0)", fileName: "\($0).png", type: "image/png", data: fileBytes)
        })
  }

  @Test("Fields up to the limit are read; one more refuses the body (empty file inputs count)")
  func fieldCount() throws {
    let limits = FormDataLimits(maximumFields: 3)
    let three = Self.body(fields: 3, files: 1)
    #expect(
      try FormData(body: three.bytes, contentType: three.contentType, limits: limits).fields.count
        == 3)
    var four = Self.body(fields: 3, files: 0)
    four.entries.append(
      .file("empty", fileName: "", type: "application/octet-stream", data: Data()))
    #expect(throws: FormRequestError.tooManyFields(limit: 3)) {
      try FormData(body: four.bytes, contentType: four.contentType, limits: limits)
    }
  }

  @Test("Files up to the limit are read; one more refuses the body")
  func fileCount() throws {
    let limits = FormDataLimits(maximumFiles: 2)
    let two = Self.body(fields: 1, files: 2)
    #expect(
      try FormData(body: two.bytes, contentType: two.contentType, limits: limits).files.count == 2)
    let three = Self.body(fields: 0, files: 3)
    #expect(throws: FormRequestError.tooManyFiles(limit: 2)) {
      try FormData(body: three.bytes, contentType: three.contentType, limits: limits)
    }
  }

  @Test("A file of the limit's size is read; one byte more refuses the body")
  func fileSize() throws {
    let size = TinyImages.png3x2.count
    let body = Self.body(fields: 0, files: 1)
    let limits = FormDataLimits(maximumFileBytes: size)
    #expect(
      try FormData(body: body.bytes, contentType: body.contentType, limits: limits).files.count == 1
    )
    #expect(throws: FormRequestError.fileTooLarge(name: "p0", bytes: size, limit: size - 1)) {
      try FormData(
        body: body.bytes, contentType: body.contentType,
        limits: FormDataLimits(maximumFileBytes: size - 1))
    }
  }

  @Test("A body over the multipart limit is refused before it is read; at the limit it is read")
  func bodySize() throws {
    let body = Self.body(fields: 2, files: 1)
    let size = body.bytes.count
    let limits = FormDataLimits(maximumBodyBytes: 10, maximumMultipartBodyBytes: size)
    #expect(limits.maximumBodyBytes(forContentType: body.contentType) == size)
    #expect(limits.maximumBodyBytes(forContentType: "application/x-www-form-urlencoded") == 10)
    #expect(
      try FormData(body: body.bytes, contentType: body.contentType, limits: limits).files.count == 1
    )
    #expect(throws: FormRequestError.bodyTooLarge(bytes: size + 1, limit: size)) {
      try FormData(body: body.bytes + [0x0A], contentType: body.contentType, limits: limits)
    }
  }

  @Test(
    "A file's bytes decide its type over its declared type",
    arguments: [
      ("image/png", TinyImages.png3x2, true),
      ("application/octet-stream", TinyImages.jpeg7x5, true),
      ("image/gif", TinyImages.png3x2, true), ("image/png", Data("not a picture".utf8), false),
      ("application/pdf", Data("%PDF-1.7".utf8), false),
      ("image/webp", Data("RIFF....WEBP".utf8), false),
    ])
  func fileTypes(declared: String, bytes: Data, isRead: Bool) throws {
    let body = MultipartBody(entries: [.file("photo", fileName: "x", type: declared, data: bytes)])
    guard isRead else {
      #expect(throws: FormRequestError.fileTypeNotAllowed(name: "photo", contentType: declared)) {
        try FormData(body: body.bytes, contentType: body.contentType)
      }
      return
    }
    let data = try FormData(body: body.bytes, contentType: body.contentType)
    #expect(data.files.map(\.contentType) == [declared])
  }

  @Test(
    "Without an allow-list a file of any type is read; a declared type that is allowed and not an image is read"
  )
  func otherTypes() throws {
    let body = MultipartBody(entries: [
      .file("doc", fileName: "a.pdf", type: "application/pdf", data: Data("%PDF-1.7".utf8))
    ])
    #expect(
      try FormData(
        body: body.bytes, contentType: body.contentType,
        limits: FormDataLimits(allowedFileTypes: nil)
      ).files.count == 1)
    #expect(
      try FormData(
        body: body.bytes, contentType: body.contentType,
        limits: FormDataLimits(allowedFileTypes: ["application/pdf"])
      ).files.count == 1)
  }

  @Test(
    "A field that is not UTF-8 or over its limits is left out and reported, as in URL-encoded bodies"
  )
  func unreadableFields() throws {
    var bytes = Self.crlf("--b\nContent-Disposition: form-data; name=a\n\n")
    bytes += [0xFF, 0xFE]
    bytes += Self.crlf(
      "\n--b\nContent-Disposition: form-data; name=long\n\n12345\n--b\nContent-Disposition: form-data; name=ok\n\n1\n--b--"
    )
    let data = try FormData(
      body: bytes, contentType: "multipart/form-data; boundary=b",
      limits: FormDataLimits(maximumValueBytes: 4))
    #expect(data.fields == [FormField(name: "ok", value: "1")])
    #expect(
      data.problems == [
        .invalidUTF8(field: 0, name: "a"), .valueTooLong(name: "long", bytes: 5, limit: 4),
      ])
  }

  @Test("Every error reads as a sentence naming what and where")
  func descriptions() {
    #expect(
      FormRequestError.truncatedBody(part: 2).description
        == "the multipart body ends in part 2 without its closing delimiter")
    #expect(
      FormRequestError.fileTooLarge(name: "photo", bytes: 9, limit: 8).description
        == "the file sent as 'photo' has 9 bytes, more than the 8 a file may have")
    #expect(
      FormRequestError.unsupportedContentType("text/plain").description.contains("'text/plain'"))
  }
}
