import Formwork
import FormworkHTML
import Testing

@Suite("Messages under a row, tied to its control")
struct MessagesRenderingTests {
  static func ageForm() -> Form {
    Form() +++ Section()
      <<< IntRow("age") {
        $0.title = "Age"
        $0.add(rule: RuleClosure<Int> { _ in ValidationError(msg: "Judged the last value") })
      }
  }

  /// The texts of the message list of the row tagged `tag`.
  static func messages(_ html: String, tag: String) -> [String] {
    let start = "<ul class=\"fw-messages\" id=\"\(HTMLFieldNames.messagesID(forTag: tag))\">"
    guard let list = html.components(separatedBy: start).dropFirst().first,
      let body = list.components(separatedBy: "</ul>").first
    else { return [] }
    return body.split(separator: "\n").compactMap { line in
      let item = line.trimmingPrefix(while: { $0 == " " })
      guard item.hasPrefix("<li>"), item.hasSuffix("</li>") else { return nil }
      return String(item.dropFirst(4).dropLast(5))
    }
  }

  @Test(
    "Text that did not parse shows its message once the person leaves the row, before validation")
  func beforeValidation() throws {
    let form = Self.ageForm()
    try form.type("12a", into: "age")
    // Still typing: the moment has not come.
    #expect(Self.messages(HTMLRenderer().render(form), tag: "age") == [])
    try #require(form.rowBy(tag: "age")).blur()
    let html = HTMLRenderer().render(form)
    #expect(html.contains(#"value="12a" inputmode="numeric" aria-invalid="true""#))
    #expect(Self.messages(html, tag: "age") == ["Age must be a whole number"])
    #expect(!html.contains("is not a valid Int"))
  }

  @Test("While text does not parse, its message replaces those the old value was judged by")
  func onlyTheInputMessage() throws {
    let form = Self.ageForm()
    let age = try #require(form.rowBy(tag: "age"))
    age.validationOptions = .validatesOnDemand
    age.baseValue = 30
    form.validate()
    #expect(age.validationErrors.map(\.msg) == ["Judged the last value"])
    try #require(age as? any TextInputRow).textDidChange(to: "12a")
    #expect(age.validationErrors.map(\.msg) == ["Judged the last value"])
    #expect(
      Self.messages(HTMLRenderer().render(form), tag: "age") == ["Age must be a whole number"])
    form.validate()
    let message = try #require(age.validationErrors.first).msg
    #expect(Self.messages(HTMLRenderer().render(form), tag: "age") == [message])
  }

  @Test("The form's message provider phrases what the page shows")
  func provider() throws {
    let form = Self.ageForm()
    form.validationMessageProvider = { error in
      error.ruleID == ValidationError.inputRuleID
        ? "\(error.rowTitle ?? "This") must be a whole number" : "Something else"
    }
    try form.type("12a", into: "age")
    form.validate()
    #expect(
      Self.messages(HTMLRenderer().render(form), tag: "age") == ["Age must be a whole number"])
  }

  @Test("Valid text shows no messages and no aria-invalid")
  func valid() throws {
    let form = Form() +++ Section() <<< IntRow("age") { $0.title = "Age" }
    try form.type("12", into: "age")
    form.validate()
    let html = HTMLRenderer().render(form)
    #expect(!html.contains("fw-messages") && !html.contains("aria-invalid"))
  }

  @Test("A required group marks its legend and each of its radio buttons")
  func requiredGroup() {
    let form =
      Form() +++ Section()
      <<< SegmentedRow<String>("size") {
        $0.title = "Size"
        $0.options = ["S", "M"]
        $0.required = true
      }
    let html = HTMLRenderer().render(form)
    #expect(
      html.contains(
        #"<legend id="fw-size.legend">Size<span class="fw-required" aria-hidden="true">*</span></legend>"#
      ))
    #expect(html.components(separatedBy: #"name="size" value="#).count == 3)
    #expect(html.contains(#"<input type="radio" id="fw-size.option.1" name="size" value="M""#))
    #expect(html.components(separatedBy: " required>").count == 3)
  }
}
