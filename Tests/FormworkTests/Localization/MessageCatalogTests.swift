import Formwork
import Foundation
import Testing

@Suite("Writing a message from a catalogue")
struct MessageCatalogTests {
  @Test("placeholders are filled in, and a plural form is chosen by the count")
  func placeholders() {
    let english = MessageCatalog.english
    #expect(
      english.string(.minimumLength, ["field": "Name", "count": 3])
        == "Name must have at least 3 characters")
    #expect(
      english.string(.minimumLength, ["field": "Name", "count": 1])
        == "Name must have at least 1 character")
    #expect(
      english.string(.matchesField, ["field": "Repeat", "other": "Password"])
        == "Repeat must match Password")
  }

  @Test("a placeholder without an argument stays as written, and an unknown key reads as its name")
  func missingArguments() {
    let english = MessageCatalog.english
    #expect(english.string(.required) == "{field} can't be empty")
    #expect(
      english.string(.minimumLength, ["field": "Name"])
        == "Name must have at least {count} characters")
    #expect(english.string("app.unknown", ["field": "Name"]) == "app.unknown")
  }

  @Test(
    "each plural form is chosen at the numbers that select it",
    arguments: [
      ("pl", 1, "Imię musi mieć co najmniej 1 znak"),
      ("pl", 2, "Imię musi mieć co najmniej 2 znaki"),
      ("pl", 5, "Imię musi mieć co najmniej 5 znaków"),
      ("pl", 12, "Imię musi mieć co najmniej 12 znaków"),
      ("pl", 22, "Imię musi mieć co najmniej 22 znaki"),
      ("pl", 25, "Imię musi mieć co najmniej 25 znaków"),
      ("pl", 112, "Imię musi mieć co najmniej 112 znaków"),
      ("ru", 1, "Имя: введите ровно 1 символ"),
      ("ru", 2, "Имя: введите ровно 2 символа"),
      ("ru", 5, "Имя: введите ровно 5 символов"),
      ("ru", 11, "Имя: введите ровно 11 символов"),
      ("ru", 21, "Имя: введите ровно 21 символ"),
      ("ru", 22, "Имя: введите ровно 22 символа"),
      ("ru", 111, "Имя: введите ровно 111 символов"),
      ("fr", 0, "Nom doit contenir exactement 0 caractère"),
      ("fr", 1, "Nom doit contenir exactement 1 caractère"),
      ("fr", 2, "Nom doit contenir exactement 2 caractères"),
      ("es", 1, "Nombre debe tener exactamente 1 carácter"),
      ("es", 2, "Nombre debe tener exactamente 2 caracteres"),
    ])
  func pluralForms(language: String, count: Int, expected: String) {
    let names = ["pl": "Imię", "ru": "Имя", "fr": "Nom", "es": "Nombre"]
    var catalog = MessageCatalog.shipped(for: Locale(identifier: language))
    catalog.locale = nil  // numbers as Swift writes them, to show the form alone
    let key: MessageKey = language == "pl" ? .minimumLength : .exactLength
    #expect(
      catalog.string(key, ["field": .text(names[language] ?? ""), "count": .integer(count)])
        == expected)
  }

  @Test("French and Spanish use their form for millions")
  func millions() {
    var french = MessageCatalog.shipped(for: Locale(identifier: "fr"))
    french.locale = nil
    #expect(french.string(.printerItems, ["count": 1_000_000]) == "1000000 d’éléments")
    var spanish = MessageCatalog.shipped(for: Locale(identifier: "es"))
    spanish.locale = nil
    #expect(spanish.string(.printerItems, ["count": 2_000_000]) == "2000000 de elementos")
  }

  @Test(
    "Arabic uses all six forms",
    arguments: [
      (0, "0 صف"), (1, "صف واحد"), (2, "صفان"), (3, "3 صفوف"), (11, "11 صفًا"),
      (100, "100 صف"), (102, "102 صف"),
    ])
  func arabicForms(count: Int, expected: String) {
    var arabic = MessageCatalog.shipped(for: Locale(identifier: "ar"))
    arabic.locale = nil
    #expect(arabic.string(.printerRowCount, ["count": .integer(count)]) == expected)
  }

  @Test("numbers are written in the locale: grouping in German, the locale's digits in Arabic")
  func localeNumbers() {
    let german = MessageCatalog.shipped(for: Locale(identifier: "de_DE"))
    #expect(
      german.string(.lessThanOrEqual, ["field": "Plätze", "max": 1_000])
        == "Plätze darf höchstens 1.000 sein")
    let arabic = MessageCatalog.shipped(for: Locale(identifier: "ar"))
    let twelve = 12.formatted(.number.locale(Locale(identifier: "ar")))
    // Arabic-Indic digits (١٢) where Foundation's data writes them for `ar`, else 12.
    #expect(
      arabic.string(.minimumLength, ["field": "الاسم", "count": 12])
        == "يجب أن يحتوي الاسم على \(twelve) حرفًا على الأقل")
    #expect(arabic.write(.decimal(2.5)) == 2.5.formatted(.number.locale(Locale(identifier: "ar"))))
  }

  @Test("an app registers a language; the keys it lacks read in English")
  func registering() {
    var norwegian = MessageCatalog(language: "nb", pluralRule: .oneOther)
    norwegian[.required] = "{field} kan ikke være tomt"
    MessageCatalog.register(norwegian)
    let form =
      Form() +++ Section()
      <<< TextRow("name") {
        $0.title = "Navn"
        $0.required = true
      }
      <<< EmailRow("email") {
        $0.title = "E-post"
        $0.value = "ada"
        $0.add(rule: RuleEmail())
      }
    form.locale = Locale(identifier: "nb_NO")
    #expect(form.messages.language == "nb")
    #expect(
      form.validate().map(\.message) == [
        "Navn kan ikke være tomt", "E-post must be an e-mail address such as ada@example.com",
      ])
  }

  @Test("a string set on the form's catalogue replaces the shipped one, until the locale changes")
  func overriding() {
    let form =
      Form() +++ Section()
      <<< TextRow("name") {
        $0.title = "Name"
        $0.required = true
      }
    form.locale = Locale(identifier: "de_DE")
    let before = form.localizationGeneration
    form.messages[.required] = "Bitte {field} ausfüllen"
    #expect(form.localizationGeneration != before)
    #expect(form.validate().map(\.message) == ["Bitte Name ausfüllen"])
    #expect(form.validate().map(\.msg) == ["Name can't be empty"])
    form.locale = Locale(identifier: "de_AT")
    #expect(form.validate().map(\.message) == ["Name darf nicht leer sein"])
  }

  @Test(
    "only ASCII letters in braces are a placeholder; every other brace is text",
    arguments: [
      ("{", "{"), ("}", "}"), ("{}", "{}"), ("{a b}", "{a b}"), ("{{field}}", "{Name}"),
      ("é{field}ü", "éNameü"), ("{field", "{field"), ("{fiéld}", "{fiéld}"),
      ("{count}{field}", "3Name"), ("{x}", "{x}"), ("a}{field}{", "a}Name{"),
    ])
  func braces(template: String, expected: String) {
    var catalog = MessageCatalog(language: "en", pluralRule: .oneOther)
    catalog[MessageKey("test.braces")] = .text(template)
    #expect(
      catalog.string(MessageKey("test.braces"), ["field": "Name", "count": 3]) == expected)
  }
}
