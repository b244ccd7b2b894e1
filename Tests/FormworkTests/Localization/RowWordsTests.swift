import Formwork
import Foundation
import Testing

@Suite("The rows' own words in the form's language")
struct RowWordsTests {
  private func phones() -> MultivaluedSection {
    MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
      $0.tag = "phones"
    }
  }

  @Test("a multivalued section's default add button is titled in the form's language")
  func defaultAddButton() {
    let section = phones()
    #expect(section.addButtonRow?.title == "Add")  // no form yet: English
    let form = Form() +++ section
    #expect(section.addButtonRow?.title == "Add")
    form.locale = Locale(identifier: "de_DE")
    #expect(section.addButtonRow?.title == "Hinzufügen")
    #expect(section.addButtonRow?.cell.title == "Hinzufügen")
    form.locale = Locale(identifier: "ar")
    #expect(section.addButtonRow?.title == "إضافة")
  }

  @Test("a title the app sets wins, in every language")
  func appTitleWins() {
    let section = phones()
    let form = Form() +++ section
    section.addButtonRow?.title = "Add a phone number"
    form.locale = Locale(identifier: "fr_FR")
    #expect(section.addButtonRow?.title == "Add a phone number")
  }

  @Test("an image row without an image shows 'No image' in the form's language")
  func noImage() {
    let row = ImageRow("avatar")
    let form = Form() +++ Section() <<< row
    #expect(row.cell.placeholder == "No image")
    form.locale = Locale(identifier: "es_ES")
    #expect(row.cell.placeholder == "Sin imagen")
    row.placeholder = "Sube una foto"
    #expect(row.cell.placeholder == "Sube una foto")
  }
}
