import Formwork
import FormworkHTML
import Testing

@Suite("autocomplete tokens: each field row's content type, overridable per row")
struct AutocompleteRenderingTests {
  /// The `autocomplete` value of the control `id` in `html`, or `nil` when it has none.
  static func token(of id: String, in html: String) -> String? {
    guard let line = html.split(separator: "\n").first(where: { $0.contains(#"id="\#(id)""#) }),
      let range = line.range(of: #"autocomplete=""#)
    else { return nil }
    return String(line[range.upperBound...].prefix { $0 != "\"" })
  }

  /// A new field row of the kind named `kind`, tagged `f`.
  static func row(_ kind: String) -> BaseRow? {
    switch kind {
    case "email": EmailRow("f")
    case "name": NameRow("f")
    case "phone": PhoneRow("f")
    case "password": PasswordRow("f")
    case "zip": ZipCodeRow("f")
    case "url": URLRow("f")
    case "account": AccountRow("f")
    case "text": TextRow("f")
    case "int": IntRow("f")
    case "decimal": DecimalRow("f")
    case "twitter": TwitterRow("f")
    case "textArea": TextAreaRow("f")
    default: nil
    }
  }

  @Test(
    "each row kind writes its token",
    arguments: [
      ("email", "email"), ("name", "name"), ("phone", "tel"), ("password", "current-password"),
      ("zip", "postal-code"), ("url", "url"), ("account", "username"),
    ])
  func tokenPerRowKind(kind: String, token: String) throws {
    let form = Form() +++ Section() <<< (try #require(Self.row(kind)))
    #expect(Self.token(of: "fw-f", in: HTMLRenderer().render(form)) == token)
  }

  @Test(
    "text, number and Twitter fields and text areas have none",
    arguments: ["text", "int", "decimal", "twitter", "textArea"])
  func noToken(kind: String) throws {
    let form = Form() +++ Section() <<< (try #require(Self.row(kind)))
    #expect(!HTMLRenderer().render(form).contains("autocomplete"))
  }

  @Test("a sign-up form's password asks for a new password; a row can drop its token")
  func override() {
    let form =
      Form() +++ Section()
      <<< PasswordRow("password") { $0.textContentType = .newPassword }
      <<< EmailRow("email") { $0.textContentType = nil }
      <<< TextRow("city") { $0.textContentType = .addressCity }
      <<< TextRow("code") { $0.textContentType = TextContentType(rawValue: "appCode") }
    let html = HTMLRenderer().render(form)
    #expect(Self.token(of: "fw-password", in: html) == "new-password")
    #expect(Self.token(of: "fw-email", in: html) == nil)
    #expect(Self.token(of: "fw-city", in: html) == "address-level2")
    #expect(Self.token(of: "fw-code", in: html) == nil)
  }

  @Test("the content type is headless: the row reports it, its cell type gives the default")
  func headless() {
    let password = PasswordRow("p")
    #expect(password.textContentType == .password)
    password.textContentType = .newPassword
    #expect(password.textContentType == .newPassword)
    #expect(password.cell.textContentType == .password)
    #expect(TextRow("t").textContentType == nil)
    #expect(TextAreaRow("a").textInput?.textContentType == nil)
  }
}
