import Formwork
import FormworkHTML
import FormworkTestSupport
import Foundation
import Testing

/// Render, parse the page with a real HTML parser, submit what a browser would, bind it into
/// another copy of the form: the same values, nothing reported.
@Suite("Round trip: rendered HTML, read by a real HTML parser, bound back")
struct HTMLRoundTripTests {
  /// The forms of the round trip, by name: every row type of the catalog (the RowCatalog
  /// playground's and the binder's), every section kind, a form with errors, disabled and hidden
  /// rows and a hidden section, and hostile text everywhere.
  static let forms: [String: @Sendable () throws -> Form] = [
    "catalog": { RowCatalogForm.form() },
    "binding catalog": { BindingForms.catalog() },
    "section kinds": { RenderedForms.sectionKinds() },
    "sign-up with errors": { try RenderedForms.signUp() },
    "hostile text": { RenderedForms.hostileForm() },
  ]

  /// Every value of `form`, hidden ones too, one `tag=value` line per tag in order of tags (a
  /// set's elements sorted, as a set has no order of its own).
  static func values(of form: Form) -> String {
    func text(_ value: Any?) -> String {
      guard let value else { return "nil" }
      let mirror = Mirror(reflecting: value)
      if mirror.displayStyle == .optional {
        return mirror.children.first.map { text($0.value) } ?? "nil"
      }
      if mirror.displayStyle == .set {
        return "{" + mirror.children.map { text($0.value) }.sorted().joined(separator: ", ") + "}"
      }
      return String(describing: value)
    }
    return form.values(includeHidden: true)
      .sorted { $0.key < $1.key }
      .map { "\($0.key)=\(text($0.value))" }
      .joined(separator: "\n")
  }

  @Test(
    "A fresh copy takes what the browser submits: the same values, the same page, a clean report",
    arguments: [
      "catalog", "binding catalog", "section kinds", "sign-up with errors", "hostile text",
    ])
  func freshCopy(name: String) throws {
    let make = try #require(Self.forms[name])
    let shown = try make()
    let html = Self.renderer.render(shown)
    let fields = try BrowserFormData.fields(of: html)
    #expect(!fields.isEmpty)
    let copy = try make()
    let report = try copy.bind(FormData(fields))
    #expect(report.isClean, "\(report)")
    // A shown switch or check without a value was left unchecked: it becomes off.
    try RoundTripPropertyTests.settleUncheckedBoxes(of: shown)
    let before = Self.values(of: shown).split(separator: "\n")
    let after = Self.values(of: copy).split(separator: "\n")
    #expect(
      after == before,
      "now \(after.filter { !before.contains($0) }), was \(before.filter { !after.contains($0) })")
    // Binding a submission validates it, which shows every message: the page is the one shown
    // after the same validation.
    shown.validate()
    #expect(Self.renderer.render(copy) == Self.renderer.render(shown))
  }

  @Test(
    "A copy whose rows were emptied takes every value back from what the browser submits",
    arguments: ["catalog", "binding catalog", "hostile text"])
  func emptiedCopy(name: String) throws {
    let make = try #require(Self.forms[name])
    let shown = try make()
    let html = Self.renderer.render(shown)
    let copy = try make()
    // The rows of plain sections that submit something: labels, titles, buttons and custom
    // rows send nothing, so an emptied one stays empty. An unchecked box sends nothing either:
    // it reads as off, which a row without a value already is, so a box that is off stays as
    // it is (`false` and no value both show off).
    var wireTags: Set<String> = []
    for row in copy.allRows where row.tag != nil && !row.isDisabled {
      guard let section = row.section, case .plain = section.kind,
        !HTMLFieldNames.submittedValues(of: row).isEmpty || row is any ChoiceRow
      else { continue }
      if row is any DatePickingRow || row is any ImagePickingRow, let tag = row.tag {
        wireTags.insert(tag)
      }
      try? row.setBaseValue(nil)
    }
    #expect(Self.values(of: copy) != Self.values(of: shown))
    let report = try copy.bind(FormData(try BrowserFormData.fields(of: html)))
    #expect(report.isClean, "\(report)")
    // A shown box without a value was left unchecked, and its mark came back: it becomes off.
    try RoundTripPropertyTests.settleUncheckedBoxes(of: shown)
    // A date input carries no seconds, a time input no day, an image's URL not its size: those
    // come back as the wire has them.
    for tag in wireTags.sorted() {
      let original = try #require(shown.rowBy(tag: tag))
      let bound = try #require(copy.rowBy(tag: tag))
      #expect(
        HTMLFieldNames.submittedValues(of: bound) == HTMLFieldNames.submittedValues(of: original),
        "row \(tag)")
    }
    func others(_ form: Form) -> [Substring] {
      Self.values(of: form).split(separator: "\n").filter { line in
        !wireTags.contains { line.hasPrefix($0 + "=") }
      }
    }
    let before = others(shown)
    let after = others(copy)
    #expect(
      after == before,
      "now \(after.filter { !before.contains($0) }), was \(before.filter { !after.contains($0) })")
  }

  /// A renderer that sends passwords back, so that they take part in the round trip.
  static var renderer: HTMLRenderer {
    var renderer = HTMLRenderer()
    renderer.rendersPasswordValues = true
    return renderer
  }

  @Test("By default a password is not sent back, so the person types it again")
  func passwordNotSentBack() throws {
    let shown = RowCatalogForm.form()
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(shown))
    #expect(fields.filter { $0.name == "password" }.map(\.value) == [""])
    let copy = RowCatalogForm.form()
    #expect(try copy.bind(FormData(fields)).isClean)
    let password: PasswordRow? = copy.rowBy(tag: "password")
    #expect(password?.value == nil)
  }

  @Test("The parser's form data is what the wire format says each control submits")
  func parserAgreesWithSubmittedValues() throws {
    let form = RowCatalogForm.form()
    let fields = try BrowserFormData.fields(of: Self.renderer.render(form))
    for row in form.allRows {
      guard let tag = row.tag, form.rowBy(tag: tag) === row, row.inlineOwner == nil,
        row.section.map({ section -> Bool in
          if case .plain = section.kind { return true } else { return false }
        }) ?? true
      else { continue }
      var sent = fields.filter { $0.name == tag }.map(\.value)
      // A list row's last field is empty, for a new item; the binder leaves out empty items.
      if row is any ListEditingRow, sent.last == "" { sent.removeLast() }
      #expect(sent == HTMLFieldNames.submittedValues(of: row), "row \(tag)")
    }
  }

  @Test("Disabled controls are not submitted, hidden ones are")
  func disabledAndHidden() throws {
    let form = try RenderedForms.signUp()
    let names = try BrowserFormData.fields(of: HTMLRenderer().render(form)).map(\.name)
    #expect(!names.contains("referrer"))
    #expect(names.contains("topics"))
    #expect(names.contains("age"))
  }

  @Test("A NUL character, which a page cannot hold, comes back as the page shows it: unchanged")
  func nulCharacter() throws {
    func make() -> Form {
      Form() +++ Section()
        <<< TextRow("line") { $0.value = "a\0b" }
        <<< TextAreaRow("area") { $0.value = "c\0d" }
        <<< TextRow("hidden") {
          $0.value = "e\0f"
          $0.hidden = true
        }
    }
    let fields = try BrowserFormData.fields(of: HTMLRenderer().render(make()))
    #expect(fields.map(\.value) == ["a\u{FFFD}b", "c\u{FFFD}d", "e\u{FFFD}f"])
    let form = make()
    #expect(try form.bind(FormData(fields)).isClean)
    #expect(Self.values(of: form) == Self.values(of: make()))
  }
}
