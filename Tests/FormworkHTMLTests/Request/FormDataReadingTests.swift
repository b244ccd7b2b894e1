import FormworkHTML
import Testing

@Suite("Reading URL-encoded bodies and query strings")
struct FormDataReadingTests {
  @Test("+ is a space, %XX escapes are UTF-8 bytes, fields keep their order")
  func decoding() throws {
    let data = try FormData(urlEncoded: "city=S%C3%A3o+Paulo&note=50%25+off&tag=%2B1&city=Rio")
    #expect(
      data.fields == [
        FormField(name: "city", value: "São Paulo"), FormField(name: "note", value: "50% off"),
        FormField(name: "tag", value: "+1"), FormField(name: "city", value: "Rio"),
      ])
    #expect(data.values(for: "city") == ["São Paulo", "Rio"])
    #expect(data["city"] == "São Paulo")
    #expect(data["missing"] == nil)
    #expect(data.values(for: "missing") == [])
    #expect(data.names == ["city", "note", "tag"])
    #expect(data.problems.isEmpty)
  }

  @Test("Lowercase and uppercase hex, escaped names, and escapes of every ASCII byte")
  func escapes() throws {
    let data = try FormData(urlEncoded: "a%2eb=%3c%3E%26%3D%0D%0A")
    #expect(data.fields == [FormField(name: "a.b", value: "<>&=\r\n")])
  }

  @Test("Empty pieces are skipped; a piece without = is a name with an empty value")
  func emptyPieces() throws {
    let data = try FormData(urlEncoded: "&a=1&&b&=2&c=&")
    #expect(
      data.fields == [
        FormField(name: "a", value: "1"), FormField(name: "b", value: ""),
        FormField(name: "", value: "2"), FormField(name: "c", value: ""),
      ])
    #expect(try FormData(urlEncoded: "").fields.isEmpty)
  }

  @Test("Only the first = separates; later ones belong to the value")
  func equalsInValue() throws {
    #expect(try FormData(urlEncoded: "e=mc=2").fields == [FormField(name: "e", value: "mc=2")])
  }

  @Test("Bytes, a string and a query with or without ? read the same")
  func sources() throws {
    let text = "q=swift+forms&page=2"
    let fields = try FormData(urlEncoded: text).fields
    #expect(try FormData(urlEncoded: Array(text.utf8)).fields == fields)
    #expect(try FormData(query: "?" + text).fields == fields)
    #expect(try FormData(query: text).fields == fields)
    #expect(try FormData(query: "??a=1").fields == [FormField(name: "?a", value: "1")])
  }

  @Test(
    "A malformed escape drops its field and says where it is",
    arguments: [
      ("a=1&b=%zz&c=3", 1, "b", 6), ("a=1&b=50%", 1, "b", 8), ("b=%4", 0, "b", 2),
      ("a=1&b%g1=2", 1, "b%g1", 5), ("%=1", 0, "%", 0), ("?x=%+1", 0, "x", 3),
    ])
  func malformed(body: String, field: Int, name: String, offset: Int) throws {
    let data = body.hasPrefix("?") ? try FormData(query: body) : try FormData(urlEncoded: body)
    #expect(data.problems == [.malformedPercentEncoding(field: field, name: name, offset: offset)])
    #expect(!data.names.contains(name))
    #expect(data.fields.count == body.split(separator: "&").count - 1)
  }

  @Test("Bytes that are not UTF-8 once decoded drop their field")
  func invalidUTF8() throws {
    let data = try FormData(urlEncoded: "a=%C3&b=ok&%FF=1&c=%ED%A0%80")
    #expect(
      data.problems == [
        .invalidUTF8(field: 0, name: "a"), .invalidUTF8(field: 2, name: "%FF"),
        .invalidUTF8(field: 3, name: "c"),
      ])
    #expect(data.fields == [FormField(name: "b", value: "ok")])
    let raw = try FormData(urlEncoded: [UInt8(ascii: "n"), UInt8(ascii: "="), 0xC0, 0x80])
    #expect(raw.problems == [.invalidUTF8(field: 0, name: "n")])
  }

  @Test("A body over its limit is refused whole, with its size")
  func bodyLimit() {
    let limits = FormDataLimits(maximumBodyBytes: 10)
    #expect(throws: FormRequestError.bodyTooLarge(bytes: 11, limit: 10)) {
      try FormData(urlEncoded: "a=123456789", limits: limits)
    }
    #expect(throws: FormRequestError.bodyTooLarge(bytes: 12, limit: 10)) {
      try FormData(query: "?a=123456789", limits: limits)
    }
    #expect((try? FormData(urlEncoded: "a=12345678", limits: limits)) != nil)
  }

  @Test("More fields than the limit are refused whole; empty pieces do not count")
  func fieldLimit() throws {
    let limits = FormDataLimits(maximumFields: 3)
    #expect(throws: FormRequestError.tooManyFields(limit: 3)) {
      try FormData(urlEncoded: "a=1&b=2&c=3&d=4", limits: limits)
    }
    #expect(try FormData(urlEncoded: "a=1&&b=2&&c=3&&", limits: limits).fields.count == 3)
  }

  @Test("A name or value over its limit drops its field, counted in decoded UTF-8 bytes")
  func fieldLengthLimits() throws {
    let limits = FormDataLimits(maximumNameBytes: 4, maximumValueBytes: 4)
    let data = try FormData(
      urlEncoded: "name=abcd&names=x&long=%C3%A9%C3%A9%C3%A9&ok=%C3%A9%C3%A9", limits: limits)
    #expect(
      data.problems == [
        .nameTooLong(field: 1, bytes: 5, limit: 4), .valueTooLong(name: "long", bytes: 6, limit: 4),
      ])
    #expect(
      data.fields == [FormField(name: "name", value: "abcd"), FormField(name: "ok", value: "éé")])
  }

  @Test("The standard limits are the documented ones")
  func standardLimits() {
    let limits = FormDataLimits.standard
    #expect(limits.maximumBodyBytes == 1_048_576)
    #expect(limits.maximumFields == 1_000)
    #expect(limits.maximumNameBytes == 1_024)
    #expect(limits.maximumValueBytes == 65_536)
  }

  @Test("Fields built in code, from pairs or a literal")
  func builtInCode() {
    let pairs = FormData([("days", "mon"), ("days", "wed")])
    #expect(pairs.values(for: "days") == ["mon", "wed"])
    let literal: FormData = ["name": "Ada", "age": "36"]
    #expect(literal.names == ["name", "age"])
    #expect(FormField(name: "a", value: "b c").description == "a=b c")
  }

  @Test("Problems and errors read as sentences")
  func descriptions() {
    #expect(
      BindingIssue.malformedPercentEncoding(field: 2, name: "b", offset: 9).description
        == "field 2 ('b'): malformed percent-encoding at byte 9; the field was not read")
    #expect(
      BindingIssue.invalidUTF8(field: 0, name: "a").description
        == "field 0 ('a') is not UTF-8 text; the field was not read")
    #expect(
      BindingIssue.nameTooLong(field: 1, bytes: 5, limit: 4).description
        == "field 1: its name has 5 bytes, more than 4; the field was not read")
    #expect(
      BindingIssue.valueTooLong(name: "bio", bytes: 70_000, limit: 65_536).description
        == "'bio': the value has 70000 bytes, more than 65536; it was not read")
    #expect(
      FormRequestError.bodyTooLarge(bytes: 11, limit: 10).description
        == "the request body has 11 bytes, more than the 10 a form reads")
    #expect(
      FormRequestError.tooManyFields(limit: 3).description == "the request has more than 3 fields")
    #expect(
      FormRequestError.missingCSRFToken.localizedDescription
        == "the request has no CSRF token (field 'formwork.csrf')")
    #expect(
      FormRequestError.invalidCSRFToken.description
        == "the request's CSRF token (field 'formwork.csrf') was refused")
  }
}
