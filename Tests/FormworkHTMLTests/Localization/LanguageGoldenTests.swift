import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("The page in each shipped language: lang, dir, the renderer's words, every message kind")
struct LanguageGoldenTests {
  /// The renderer's words in each shipped language: submit, add, remove, required, and the
  /// error summary's heading.
  static let words:
    [String: (submit: String, add: String, remove: String, required: String, summary: String)] = [
      "en": ("Submit", "Add", "Remove", "required", "Please check the following"),
      "de": ("Absenden", "Hinzufügen", "Entfernen", "Pflichtfeld", "Bitte prüfen Sie Folgendes"),
      "fr": (
        "Envoyer", "Ajouter", "Supprimer", "obligatoire", "Veuillez vérifier les points suivants"
      ),
      "es": ("Enviar", "Añadir", "Eliminar", "obligatorio", "Revise lo siguiente, por favor"),
      "it": ("Invia", "Aggiungi", "Rimuovi", "obbligatorio", "Controlla quanto segue, per favore"),
      "pt-BR": ("Enviar", "Adicionar", "Remover", "obrigatório", "Verifique o seguinte, por favor"),
      "nl": ("Versturen", "Toevoegen", "Verwijderen", "verplicht", "Controleer het volgende"),
      "pl": ("Wyślij", "Dodaj", "Usuń", "wymagane", "Sprawdź poniższe pola"),
      "ru": ("Отправить", "Добавить", "Удалить", "обязательно", "Пожалуйста, проверьте следующее"),
      "ja": ("送信", "追加", "削除", "必須", "以下の項目をご確認ください"),
      "zh-Hans": ("提交", "添加", "删除", "必填", "请检查以下内容"),
      "ar": ("إرسال", "إضافة", "إزالة", "مطلوب", "يرجى مراجعة ما يلي"),
    ]

  /// A form with every kind of message: a required row left empty, a rule (e-mail), text that
  /// is not a number, and a section's item limit; submitted as a browser would.
  static func submittedForm(locale: Locale?) throws -> Form {
    func make() -> Form {
      let form =
        Form()
        +++ Section("Account")
        <<< NameRow("name") {
          $0.title = "Name"
          $0.required = true
        }
        <<< EmailRow("email") {
          $0.title = "E-mail"
          $0.add(rule: RuleEmail())
        }
        <<< IntRow("age") { $0.title = "Age" }
        +++ MultivaluedSection(multivaluedOptions: [.Insert, .Delete], header: "Phones") {
          $0.tag = "phones"
          $0.minimumItems = 2
          $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
          $0 <<< PhoneRow { $0.value = "555" }
        }
      form.locale = locale
      return form
    }
    let form = make()
    let sent = try BrowserFormData.fields(of: HTMLRenderer(action: "/").render(make())).map {
      field in
      (field.name, ["email": "ada", "age": "12a"][field.name] ?? field.value)
    }
    _ = try form.bind(FormData(sent + [(HTMLFieldNames.submit, "")]))
    return form
  }

  /// The page expected for `form` in a language whose words are `words`, with the form's own
  /// messages; `lang` and `dir` as the `<form>` carries them.
  static func expected(
    form: Form, lang: String,
    words: (submit: String, add: String, remove: String, required: String, summary: String)
  ) -> String {
    let catalog = form.messages
    let marker =
      lang.isEmpty
      ? #"<span class="fw-required" aria-hidden="true">*</span>"#
      : #"<span class="fw-required" title="\#(words.required)" aria-hidden="true">*</span>"#
    return #"""
      <form class="fw-form"\#(lang) action="/" method="post" accept-charset="UTF-8" novalidate>
        <div class="fw-error-summary" id="fw.error-summary" role="alert" tabindex="-1" aria-labelledby="fw.error-summary.title">
          <h2 class="fw-error-summary__title" id="fw.error-summary.title">\#(words.summary)</h2>
          <ul class="fw-error-summary__list">
            <li><a href="#fw-name">\#(catalog.string(.required, ["field": "Name"]))</a></li>
            <li><a href="#fw-email">\#(catalog.string(.email, ["field": "E-mail"]))</a></li>
            <li><a href="#fw-age">\#(catalog.string(.inputWholeNumber, ["field": "Age"]))</a></li>
            <li><a href="#fw.row.3.control">\#(catalog.string(.minimumItems, ["field": "Phones", "count": 2]))</a></li>
          </ul>
        </div>
        <button class="fw-default" type="submit" name="formwork.submit" tabindex="-1" aria-hidden="true">\#(words.submit)</button>
        <fieldset class="fw-section" id="fw.section.0">
          <legend id="fw.section.0.legend">Account</legend>
          <div class="fw-row fw-row--field fw-row--required fw-row--invalid" id="fw-name.row">
            <label for="fw-name">Name\#(marker)</label>
            <input type="text" name="name" id="fw-name" autocomplete="name" required aria-invalid="true" aria-describedby="fw-name.messages">
            <ul class="fw-messages" id="fw-name.messages">
              <li>\#(catalog.string(.required, ["field": "Name"]))</li>
            </ul>
          </div>
          <div class="fw-row fw-row--field fw-row--invalid" id="fw-email.row">
            <label for="fw-email">E-mail</label>
            <input type="email" name="email" id="fw-email" value="ada" autocomplete="email" aria-invalid="true" aria-describedby="fw-email.messages">
            <ul class="fw-messages" id="fw-email.messages">
              <li>\#(catalog.string(.email, ["field": "E-mail"]))</li>
            </ul>
          </div>
          <div class="fw-row fw-row--field fw-row--invalid" id="fw-age.row">
            <label for="fw-age">Age</label>
            <input type="text" name="age" id="fw-age" value="12a" inputmode="numeric" aria-invalid="true" aria-describedby="fw-age.messages">
            <ul class="fw-messages" id="fw-age.messages">
              <li>\#(catalog.string(.inputWholeNumber, ["field": "Age"]))</li>
            </ul>
          </div>
        </fieldset>
        <fieldset class="fw-section fw-section--multivalued fw-section--invalid" id="fw-phones.section" aria-invalid="true" aria-describedby="fw-phones.messages">
          <legend id="fw-phones.section.legend">Phones</legend>
          <ol class="fw-items">
            <li class="fw-row fw-row--field" id="fw.row.3">
              <input type="tel" name="phones" id="fw.row.3.control" value="555" autocomplete="tel" aria-label="\#(catalog.string(.htmlItemLabel, ["field": "Phones", "number": 1]))">
              <button class="fw-remove" type="submit" name="formwork.remove" value="0:phones">\#(words.remove)</button>
            </li>
          </ol>
          <div class="fw-row fw-row--add" id="fw.row.4">
            <button class="fw-add" type="submit" name="formwork.add" id="fw.row.4.control" value="phones">\#(words.add)</button>
          </div>
          <ul class="fw-messages" id="fw-phones.messages">
            <li>\#(catalog.string(.minimumItems, ["field": "Phones", "count": 2]))</li>
          </ul>
        </fieldset>
        <div class="fw-actions">
          <button class="fw-submit" type="submit" name="formwork.submit">\#(words.submit)</button>
        </div>
      </form>
      """#
  }

  @Test(
    "Each shipped language renders its words, lang and (for Arabic) dir",
    arguments: MessageCatalog.shippedLanguages)
  func language(_ language: String) throws {
    let words = try #require(Self.words[language])
    let form = try Self.submittedForm(locale: Locale(identifier: language))
    let dir = language == "ar" ? #" dir="rtl""# : ""
    // The runtime's data and script (FormworkScriptData has tests of its own) are left out.
    var renderer = HTMLRenderer(action: "/")
    renderer.runtimePlacement = .none
    let html = renderer.render(form)
    #expect(html == Self.expected(form: form, lang: #" lang="\#(language)""# + dir, words: words))
  }

  @Test("Without a locale the page has no lang and reads in English, as before")
  func noLocale() throws {
    let form = try Self.submittedForm(locale: nil)
    // The runtime's data and script (FormworkScriptData has tests of its own) are left out.
    var renderer = HTMLRenderer(action: "/")
    renderer.runtimePlacement = .none
    let html = renderer.render(form)
    #expect(html == Self.expected(form: form, lang: "", words: try #require(Self.words["en"])))
    #expect(html.contains("<li>Name can't be empty</li>"))
  }

  @Test("A locale's region stays in lang; a right-to-left language gets dir wherever it is")
  func regions() {
    #expect(HTMLLanguage(Locale(identifier: "de_AT"))?.attributes == #" lang="de-AT""#)
    #expect(HTMLLanguage(Locale(identifier: "ar_EG"))?.attributes == #" lang="ar-EG" dir="rtl""#)
    #expect(HTMLLanguage(Locale(identifier: "he"))?.isRightToLeft == true)
    #expect(HTMLLanguage(Locale(identifier: "zh-Hans_CN"))?.tag == "zh-Hans-CN")
    #expect(HTMLLanguage(nil) == nil)
  }

  @Test("Titles the renderer sets are the app's own, shown as written in every language")
  func ownTitles() throws {
    let form = try Self.submittedForm(locale: Locale(identifier: "de"))
    var renderer = HTMLRenderer(submitTitle: "Registrieren")
    renderer.addItemTitle = "Telefon hinzufügen"
    renderer.removeItemTitle = "Weg"
    let html = renderer.render(form)
    #expect(html.contains(">Registrieren</button>") && !html.contains("Absenden"))
    #expect(html.contains(">Telefon hinzufügen</button>") && html.contains(">Weg</button>"))
  }
}
