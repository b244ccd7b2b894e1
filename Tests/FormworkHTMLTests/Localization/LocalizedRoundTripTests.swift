import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("A page in German comes back as it was rendered: numbers and dates on the wire")
struct LocalizedRoundTripTests {
  static let german = Locale(identifier: "de_DE")

  static func form(locale: Locale?) -> Form {
    let form =
      Form()
      +++ Section("Numbers")
      <<< IntRow("guests") {
        $0.title = "Guests"
        $0.value = 1500
      }
      <<< DecimalRow("price") {
        $0.title = "Price"
        $0.value = 1.5
      }
      <<< DecimalRow("weight") {
        $0.title = "Weight"
        $0.value = 2
      }
      <<< DateRow("day") {
        $0.title = "Day"
        $0.value = Date(timeIntervalSince1970: 1_795_824_000)  // 2026-11-28
      }
    form.locale = locale
    return form
  }

  static func values(_ form: Form) -> String {
    form.values().sorted { $0.key < $1.key }.map {
      "\($0.key)=\($0.value.map { "\($0)" } ?? "nil")"
    }
    .joined(separator: " ")
  }

  @Test("The German page submitted unchanged binds to the same values with a clean report")
  func unchanged() throws {
    let shown = Self.form(locale: Self.german)
    let html = HTMLRenderer().render(shown)
    #expect(html.hasPrefix(#"<form class="fw-form" lang="de-DE""#))
    let copy = Self.form(locale: Self.german)
    let report = try copy.bind(FormData(try BrowserFormData.fields(of: html)))
    #expect(report.isClean, "\(report)")
    #expect(Self.values(copy) == Self.values(shown))
    #expect(copy.allRows.allSatisfy { $0.inputError == nil })
  }

  @Test(
    "A number field's wire value (ASCII digits, a dot) reads the same in every shipped language",
    arguments: MessageCatalog.shippedLanguages)
  func wireNumbers(language: String) throws {
    let form = Self.form(locale: Locale(identifier: language))
    let html = HTMLRenderer().render(form)
    let fields = try BrowserFormData.fields(of: html).map { field in
      (field.name, field.name == "weight" ? "2.5" : field.value)
    }
    let report = try form.bind(FormData(fields + [(HTMLFieldNames.submit, "")]))
    #expect(report.isClean, "\(report)")
    let weight: DecimalRow? = form.rowBy(tag: "weight")
    #expect(weight?.value == 2.5)
    #expect(weight?.inputError == nil)
  }

  @Test("A number typed the German way into a German page's text field reads as German")
  func typedTheGermanWay() throws {
    let form = Self.form(locale: Self.german)
    let price: DecimalRow? = form.rowBy(tag: "price")
    let shown = try #require(price?.displayedCell.valueText)
    let html = HTMLRenderer().render(form)
    // The page shows the number as the row writes it: a number input only for wire-format text.
    #expect(html.contains(#"value="\#(shown)""#))
    #expect(html.contains(#"type="number" name="price""#) == !shown.contains(","))
    let typed = shown.contains(",") ? "2,5" : "2.5"
    _ = try form.bind(FormData([("price", typed)]))
    #expect(price?.value == 2.5)
  }
}
