import Formwork
import FormworkTestSupport
import Foundation
import Testing

@Suite("Messages people read, through the model, in each language")
struct ValidationMessagesTests {
  /// What a person reads after submitting ``EveryMessageForm`` wrongly filled in, by language
  /// (`none`: no locale, Formwork's fixed English), as `tag: message`.
  static let expected: [String: [String]] = [
    "none": [
      "name: Name can't be empty",
      "nickname: Nickname can't be empty",
      "email: E-mail must be an e-mail address such as ada@example.com",
      "website: Website must be a web address such as https://example.com",
      "code: Code isn't in the right format",
      "repeat: Repeat password must match Password",
      "pinAgain: PIN again doesn't match",
      "age: Age must be greater than 17",
      "adultAge: Adult age must be at least 18",
      "guests: Guests must be less than 10",
      "seats: Seats must be at most 1000",
      "username: Username must have at least 3 characters",
      "initial: Initial must have at most 1 character",
      "zip: Zip code must have exactly 5 characters",
      "note: This field must have at least 22 characters",
      "tags: Tags needs at least 2 items",
      "labels: Labels takes at most 11 items",
      "motto: Motto isn't valid",
      "start: Start must not be before 2026-11-22",
      "end: End must not be after 2026-11-30",
      "count: Count must be a whole number",
      "price: Price must be a number",
      "day: Day must be a date such as 2026-11-22",
      "time: Time must be a time such as 14:30",
      "meeting: Meeting must be a date and time such as 2026-11-22 14:30",
      "phones: Phones needs at least 2 items",
      "emergency: This section takes at most 1 item",
      "plan: Choose at least 1 option in Plan",
      "toppings: Choose at most 2 options in Toppings",
    ],
    "en": [
      "name: Name can't be empty",
      "nickname: Nickname can't be empty",
      "email: E-mail must be an e-mail address such as ada@example.com",
      "website: Website must be a web address such as https://example.com",
      "code: Code isn't in the right format",
      "repeat: Repeat password must match Password",
      "pinAgain: PIN again doesn't match",
      "age: Age must be greater than 17",
      "adultAge: Adult age must be at least 18",
      "guests: Guests must be less than 10",
      "seats: Seats must be at most 1,000",
      "username: Username must have at least 3 characters",
      "initial: Initial must have at most 1 character",
      "zip: Zip code must have exactly 5 characters",
      "note: This field must have at least 22 characters",
      "tags: Tags needs at least 2 items",
      "labels: Labels takes at most 11 items",
      "motto: Motto isn't valid",
      "start: Start must not be before 2026-11-22",
      "end: End must not be after 2026-11-30",
      "count: Count must be a whole number",
      "price: Price must be a number",
      "day: Day must be a date such as 2026-11-22",
      "time: Time must be a time such as 14:30",
      "meeting: Meeting must be a date and time such as 2026-11-22 14:30",
      "phones: Phones needs at least 2 items",
      "emergency: This section takes at most 1 item",
      "plan: Choose at least 1 option in Plan",
      "toppings: Choose at most 2 options in Toppings",
    ],
    "de": [
      "name: Name darf nicht leer sein",
      "nickname: Nickname darf nicht leer sein",
      "email: E-mail muss eine E-Mail-Adresse wie ada@example.com sein",
      "website: Website muss eine Webadresse wie https://example.com sein",
      "code: Code hat nicht das richtige Format",
      "repeat: Repeat password muss mit Password übereinstimmen",
      "pinAgain: PIN again stimmt nicht überein",
      "age: Age muss größer als 17 sein",
      "adultAge: Adult age muss mindestens 18 sein",
      "guests: Guests muss kleiner als 10 sein",
      "seats: Seats darf höchstens 1.000 sein",
      "username: Username muss mindestens 3 Zeichen lang sein",
      "initial: Initial darf höchstens 1 Zeichen lang sein",
      "zip: Zip code muss genau 5 Zeichen lang sein",
      "note: Dieses Feld muss mindestens 22 Zeichen lang sein",
      "tags: Tags braucht mindestens 2 Einträge",
      "labels: Labels darf höchstens 11 Einträge haben",
      "motto: Motto ist ungültig",
      "start: Start darf nicht vor 2026-11-22 liegen",
      "end: End darf nicht nach 2026-11-30 liegen",
      "count: Count muss eine ganze Zahl sein",
      "price: Price muss eine Zahl sein",
      "day: Day muss ein Datum wie 2026-11-22 sein",
      "time: Time muss eine Uhrzeit wie 14:30 sein",
      "meeting: Meeting muss Datum und Uhrzeit wie 2026-11-22 14:30 sein",
      "phones: Phones braucht mindestens 2 Einträge",
      "emergency: Dieser Abschnitt darf höchstens 1 Eintrag haben",
      "plan: Wählen Sie in Plan mindestens 1 Option",
      "toppings: Wählen Sie in Toppings höchstens 2 Optionen",
    ],
    "fr": [
      "name: Name ne peut pas être vide",
      "nickname: Nickname ne peut pas être vide",
      "email: E-mail doit être une adresse e-mail, par exemple ada@example.com",
      "website: Website doit être une adresse web, par exemple https://example.com",
      "code: Code n’a pas le bon format",
      "repeat: Repeat password doit correspondre à Password",
      "pinAgain: PIN again ne correspond pas",
      "age: Age doit dépasser 17",
      "adultAge: Adult age doit valoir au moins 18",
      "guests: Guests doit rester en dessous de 10",
      "seats: Seats doit valoir au plus 1 000",
      "username: Username doit contenir au moins 3 caractères",
      "initial: Initial doit contenir au plus 1 caractère",
      "zip: Zip code doit contenir exactement 5 caractères",
      "note: Ce champ doit contenir au moins 22 caractères",
      "tags: Tags doit contenir au moins 2 éléments",
      "labels: Labels accepte au plus 11 éléments",
      "motto: Motto n’est pas valide",
      "start: Start ne peut pas être antérieur au 2026-11-22",
      "end: End ne peut pas être postérieur au 2026-11-30",
      "count: Count doit être un nombre entier",
      "price: Price doit être un nombre",
      "day: Day doit être une date, par exemple 2026-11-22",
      "time: Time doit être une heure, par exemple 14:30",
      "meeting: Meeting doit être une date et une heure, par exemple 2026-11-22 14:30",
      "phones: Phones doit contenir au moins 2 éléments",
      "emergency: Cette section accepte au plus 1 élément",
      "plan: Choisissez au moins 1 option dans Plan",
      "toppings: Choisissez au plus 2 options dans Toppings",
    ],
    "es": [
      "name: Name no puede quedar en blanco",
      "nickname: Nickname no puede quedar en blanco",
      "email: E-mail debe ser una dirección de correo electrónico, como ada@example.com",
      "website: Website debe ser una dirección web, como https://example.com",
      "code: Code no tiene el formato correcto",
      "repeat: Repeat password debe coincidir con Password",
      "pinAgain: PIN again no coincide",
      "age: Age debe ser mayor que 17",
      "adultAge: Adult age debe ser como mínimo 18",
      "guests: Guests debe ser menor que 10",
      "seats: Seats debe ser como máximo 1000",
      "username: Username debe tener al menos 3 caracteres",
      "initial: Initial debe tener como máximo 1 carácter",
      "zip: Zip code debe tener exactamente 5 caracteres",
      "note: Este campo debe tener al menos 22 caracteres",
      "tags: Tags necesita al menos 2 elementos",
      "labels: Labels admite como máximo 11 elementos",
      "motto: Motto no es válido",
      "start: Start no puede ser anterior al 2026-11-22",
      "end: End no puede ser posterior al 2026-11-30",
      "count: Count debe ser un número entero",
      "price: Price debe ser un número",
      "day: Day debe ser una fecha, como 2026-11-22",
      "time: Time debe ser una hora, como 14:30",
      "meeting: Meeting debe ser una fecha y hora, como 2026-11-22 14:30",
      "phones: Phones necesita al menos 2 elementos",
      "emergency: Esta sección admite como máximo 1 elemento",
      "plan: Elige al menos 1 opción en Plan",
      "toppings: Elige como máximo 2 opciones en Toppings",
    ],
    "it": [
      "name: Name non può essere vuoto",
      "nickname: Nickname non può essere vuoto",
      "email: E-mail deve essere un indirizzo e-mail, ad esempio ada@example.com",
      "website: Website deve essere un indirizzo web, ad esempio https://example.com",
      "code: Code non è nel formato corretto",
      "repeat: Repeat password deve corrispondere a Password",
      "pinAgain: PIN again non corrisponde",
      "age: Age deve essere maggiore di 17",
      "adultAge: Adult age deve essere almeno 18",
      "guests: Guests deve essere minore di 10",
      "seats: Seats deve essere al massimo 1000",
      "username: Username deve avere almeno 3 caratteri",
      "initial: Initial può avere al massimo 1 carattere",
      "zip: Zip code deve avere esattamente 5 caratteri",
      "note: Questo campo deve avere almeno 22 caratteri",
      "tags: Tags richiede almeno 2 elementi",
      "labels: Labels accetta al massimo 11 elementi",
      "motto: Motto non è valido",
      "start: Start non può essere precedente al 2026-11-22",
      "end: End non può essere successivo al 2026-11-30",
      "count: Count deve essere un numero intero",
      "price: Price deve essere un numero",
      "day: Day deve essere una data, ad esempio 2026-11-22",
      "time: Time deve essere un orario, ad esempio 14:30",
      "meeting: Meeting deve essere una data con orario, ad esempio 2026-11-22 14:30",
      "phones: Phones richiede almeno 2 elementi",
      "emergency: Questa sezione accetta al massimo 1 elemento",
      "plan: Scegli almeno 1 opzione in Plan",
      "toppings: Scegli al massimo 2 opzioni in Toppings",
    ],
    "pt-BR": [
      "name: Name não pode ficar em branco",
      "nickname: Nickname não pode ficar em branco",
      "email: E-mail deve ser um endereço de e-mail, como ada@example.com",
      "website: Website deve ser um endereço web, como https://example.com",
      "code: Code não está no formato correto",
      "repeat: Repeat password deve ser igual a Password",
      "pinAgain: PIN again não confere",
      "age: Age deve ser maior que 17",
      "adultAge: Adult age deve ser no mínimo 18",
      "guests: Guests deve ser menor que 10",
      "seats: Seats deve ser no máximo 1.000",
      "username: Username deve ter pelo menos 3 caracteres",
      "initial: Initial deve ter no máximo 1 caractere",
      "zip: Zip code deve ter exatamente 5 caracteres",
      "note: Este campo deve ter pelo menos 22 caracteres",
      "tags: Tags precisa de pelo menos 2 itens",
      "labels: Labels aceita no máximo 11 itens",
      "motto: Motto não é válido",
      "start: Start não pode ser anterior a 2026-11-22",
      "end: End não pode ser posterior a 2026-11-30",
      "count: Count deve ser um número inteiro",
      "price: Price deve ser um número",
      "day: Day deve ser uma data, como 2026-11-22",
      "time: Time deve ser um horário, como 14:30",
      "meeting: Meeting deve ser uma data e hora, como 2026-11-22 14:30",
      "phones: Phones precisa de pelo menos 2 itens",
      "emergency: Esta seção aceita no máximo 1 item",
      "plan: Escolha pelo menos 1 opção em Plan",
      "toppings: Escolha no máximo 2 opções em Toppings",
    ],
    "nl": [
      "name: Name mag niet leeg zijn",
      "nickname: Nickname mag niet leeg zijn",
      "email: E-mail moet een e-mailadres zijn, zoals ada@example.com",
      "website: Website moet een webadres zijn, zoals https://example.com",
      "code: Code heeft niet de juiste opmaak",
      "repeat: Repeat password moet overeenkomen met Password",
      "pinAgain: PIN again komt niet overeen",
      "age: Age moet groter zijn dan 17",
      "adultAge: Adult age moet minstens 18 zijn",
      "guests: Guests moet kleiner zijn dan 10",
      "seats: Seats mag hoogstens 1.000 zijn",
      "username: Username moet minstens 3 tekens bevatten",
      "initial: Initial mag hoogstens 1 teken bevatten",
      "zip: Zip code moet precies 5 tekens bevatten",
      "note: Dit veld moet minstens 22 tekens bevatten",
      "tags: Tags heeft minstens 2 items nodig",
      "labels: Labels mag hoogstens 11 items bevatten",
      "motto: Motto is ongeldig",
      "start: Start mag niet vóór 2026-11-22 liggen",
      "end: End mag niet na 2026-11-30 liggen",
      "count: Count moet een geheel getal zijn",
      "price: Price moet een getal zijn",
      "day: Day moet een datum zijn, zoals 2026-11-22",
      "time: Time moet een tijd zijn, zoals 14:30",
      "meeting: Meeting moet een datum en tijd zijn, zoals 2026-11-22 14:30",
      "phones: Phones heeft minstens 2 items nodig",
      "emergency: Deze sectie mag hoogstens 1 item bevatten",
      "plan: Kies minstens 1 optie in Plan",
      "toppings: Kies hoogstens 2 opties in Toppings",
    ],
    "pl": [
      "name: Name nie może być puste",
      "nickname: Nickname nie może być puste",
      "email: E-mail musi być adresem e-mail, np. ada@example.com",
      "website: Website musi być adresem strony, np. https://example.com",
      "code: Code ma nieprawidłowy format",
      "repeat: Repeat password i Password muszą być takie same",
      "pinAgain: PIN again się nie zgadza",
      "age: Age: wartość musi być większa niż 17",
      "adultAge: Adult age: wartość musi wynosić co najmniej 18",
      "guests: Guests: wartość musi być mniejsza niż 10",
      "seats: Seats: wartość może wynosić najwyżej 1000",
      "username: Username musi mieć co najmniej 3 znaki",
      "initial: Initial może mieć najwyżej 1 znak",
      "zip: Zip code musi mieć dokładnie 5 znaków",
      "note: To pole musi mieć co najmniej 22 znaki",
      "tags: Tags musi mieć co najmniej 2 elementy",
      "labels: Labels może mieć najwyżej 11 elementów",
      "motto: Motto ma nieprawidłową wartość",
      "start: Start nie może być wcześniej niż 2026-11-22",
      "end: End nie może być później niż 2026-11-30",
      "count: Count musi być liczbą całkowitą",
      "price: Price musi być liczbą",
      "day: Day musi być datą, np. 2026-11-22",
      "time: Time musi być godziną, np. 14:30",
      "meeting: Meeting musi być datą i godziną, np. 2026-11-22 14:30",
      "phones: Phones musi mieć co najmniej 2 elementy",
      "emergency: Ta sekcja może mieć najwyżej 1 element",
      "plan: Plan: wybierz co najmniej 1 opcję",
      "toppings: Toppings: wybierz najwyżej 2 opcje",
    ],
    "ru": [
      "name: Name не может быть пустым",
      "nickname: Nickname не может быть пустым",
      "email: E-mail: введите адрес электронной почты, например ada@example.com",
      "website: Website: введите веб-адрес, например https://example.com",
      "code: Code: неверный формат",
      "repeat: Repeat password и Password должны совпадать",
      "pinAgain: PIN again: значения не совпадают",
      "age: Age: значение должно быть больше 17",
      "adultAge: Adult age: значение должно быть не меньше 18",
      "guests: Guests: значение должно быть меньше 10",
      "seats: Seats: значение должно быть не больше 1 000",
      "username: Username: введите не менее 3 символов",
      "initial: Initial: введите не более 1 символа",
      "zip: Zip code: введите ровно 5 символов",
      "note: Это поле: введите не менее 22 символов",
      "tags: Tags: нужно не менее 2 элементов",
      "labels: Labels: допускается не более 11 элементов",
      "motto: Motto: недопустимое значение",
      "start: Start: дата не может быть раньше 2026-11-22",
      "end: End: дата не может быть позже 2026-11-30",
      "count: Count: введите целое число",
      "price: Price: введите число",
      "day: Day: введите дату, например 2026-11-22",
      "time: Time: введите время, например 14:30",
      "meeting: Meeting: введите дату и время, например 2026-11-22 14:30",
      "phones: Phones: нужно не менее 2 элементов",
      "emergency: Этот раздел: допускается не более 1 элемента",
      "plan: Plan: выберите не менее 1 варианта",
      "toppings: Toppings: выберите не более 2 вариантов",
    ],
    "ja": [
      "name: Nameを入力してください",
      "nickname: Nicknameを入力してください",
      "email: E-mailには ada@example.com のようなメールアドレスを入力してください",
      "website: Websiteには https://example.com のようなウェブアドレスを入力してください",
      "code: Codeの形式が正しくありません",
      "repeat: Repeat passwordがPasswordと一致しません",
      "pinAgain: PIN againが一致しません",
      "age: Ageは17より大きい値にしてください",
      "adultAge: Adult ageは18以上にしてください",
      "guests: Guestsは10より小さい値にしてください",
      "seats: Seatsは1,000以下にしてください",
      "username: Usernameは3文字以上で入力してください",
      "initial: Initialは1文字以内で入力してください",
      "zip: Zip codeは5文字で入力してください",
      "note: この項目は22文字以上で入力してください",
      "tags: Tagsには2件以上の項目が必要です",
      "labels: Labelsに追加できる項目は11件までです",
      "motto: Mottoの値が正しくありません",
      "start: Startは2026-11-22以降の日付にしてください",
      "end: Endは2026-11-30以前の日付にしてください",
      "count: Countには整数を入力してください",
      "price: Priceには数値を入力してください",
      "day: Dayには2026-11-22のような日付を入力してください",
      "time: Timeには14:30のような時刻を入力してください",
      "meeting: Meetingには2026-11-22 14:30のような日時を入力してください",
      "phones: Phonesには2件以上の項目が必要です",
      "emergency: このセクションに追加できる項目は1件までです",
      "plan: Planで1個以上選択してください",
      "toppings: Toppingsで選択できるのは2個までです",
    ],
    "zh-Hans": [
      "name: Name不能为空",
      "nickname: Nickname不能为空",
      "email: E-mail必须是电子邮件地址，例如 ada@example.com",
      "website: Website必须是网址，例如 https://example.com",
      "code: Code的格式不正确",
      "repeat: Repeat password必须与Password一致",
      "pinAgain: PIN again不一致",
      "age: Age必须大于17",
      "adultAge: Adult age不能小于18",
      "guests: Guests必须小于10",
      "seats: Seats不能大于1,000",
      "username: Username至少需要3个字符",
      "initial: Initial最多只能有1个字符",
      "zip: Zip code必须正好是5个字符",
      "note: 此字段至少需要22个字符",
      "tags: Tags至少需要2项",
      "labels: Labels最多只能有11项",
      "motto: Motto无效",
      "start: Start不能早于2026-11-22",
      "end: End不能晚于2026-11-30",
      "count: Count必须是整数",
      "price: Price必须是数字",
      "day: Day必须是日期，例如 2026-11-22",
      "time: Time必须是时间，例如 14:30",
      "meeting: Meeting必须是日期和时间，例如 2026-11-22 14:30",
      "phones: Phones至少需要2项",
      "emergency: 此部分最多只能有1项",
      "plan: 请在Plan中至少选择1项",
      "toppings: 请在Toppings中最多选择2项",
    ],
    "ar": [
      "name: لا يمكن ترك Name فارغًا",
      "nickname: لا يمكن ترك Nickname فارغًا",
      "email: يجب أن يكون E-mail عنوان بريد إلكتروني مثل ada@example.com",
      "website: يجب أن يكون Website عنوان ويب مثل https://example.com",
      "code: تنسيق Code غير صحيح",
      "repeat: يجب أن يطابق Repeat password Password",
      "pinAgain: PIN again غير متطابق",
      "age: يجب أن يكون Age أكبر من 17",
      "adultAge: يجب ألا يقل Adult age عن 18",
      "guests: يجب أن يكون Guests أصغر من 10",
      "seats: يجب ألا يزيد Seats عن 1,000",
      "username: يجب أن يحتوي Username على 3 أحرف على الأقل",
      "initial: يجب ألا يزيد Initial عن حرف واحد",
      "zip: يجب أن يحتوي Zip code على 5 أحرف بالضبط",
      "note: يجب أن يحتوي هذا الحقل على 22 حرفًا على الأقل",
      "tags: يحتاج Tags إلى عنصرين على الأقل",
      "labels: يقبل Labels 11 عنصرًا كحد أقصى",
      "motto: Motto غير صالح",
      "start: لا يمكن أن يكون Start قبل 2026-11-22",
      "end: لا يمكن أن يكون End بعد 2026-11-30",
      "count: يجب أن يكون Count عددًا صحيحًا",
      "price: يجب أن يكون Price رقمًا",
      "day: يجب أن يكون Day تاريخًا مثل 2026-11-22",
      "time: يجب أن يكون Time وقتًا مثل 14:30",
      "meeting: يجب أن يكون Meeting تاريخًا ووقتًا مثل 2026-11-22 14:30",
      "phones: يحتاج Phones إلى عنصرين على الأقل",
      "emergency: يقبل هذا القسم عنصرًا واحدًا كحد أقصى",
      "plan: اختر خيارًا واحدًا على الأقل في Plan",
      "toppings: اختر خيارين على الأكثر في Toppings",
    ],
  ]

  @Test(
    "every message of a submitted form reads in the form's language",
    arguments: ["none"] + MessageCatalog.shippedLanguages)
  func everyMessage(language: String) throws {
    let locale = language == "none" ? nil : Locale(identifier: language)
    let form = try EveryMessageForm.submitted(locale: locale)
    let messages = EveryMessageForm.messages(of: form)
    let expected = Self.expected[language] ?? []
    #expect(messages.count == expected.count)
    for (message, wanted) in zip(messages, expected) { #expect(message == wanted) }
  }

  @Test("changing the locale rewrites the messages at the next validation")
  func changingLocale() throws {
    let form = try EveryMessageForm.submitted()
    form.locale = Locale(identifier: "pl")
    form.validate()
    #expect(EveryMessageForm.messages(of: form) == Self.expected["pl"])
    #expect(
      EveryMessageForm.messages(of: form).contains(
        "start: Start nie może być wcześniej niż 2026-11-22"))
  }

  @Test("a msg the developer wrote is shown as written, in every language")
  func developerText() {
    for language in MessageCatalog.shippedLanguages {
      let row = TextRow("code") {
        $0.title = "Code"
        $0.value = "abc"
        $0.add(rule: RuleRegExp(regExpr: "^[0-9]+$", msg: "Digits only, please"))
      }
      let form = Form() +++ Section() <<< row
      form.locale = Locale(identifier: language)
      let errors = form.validate()
      #expect(errors.map(\.message) == ["Digits only, please"], "\(language)")
      #expect(errors.map(\.msg) == ["Digits only, please"])
      #expect(errors.first?.key == nil)
    }
  }

  @Test("RuleRequired compares equal to Eureka's error, and reads as a sentence for people")
  func eurekaEquality() {
    let row = TextRow("name") {
      $0.title = "Name"
      $0.add(rule: RuleRequired())
    }
    let form = Form() +++ Section() <<< row
    form.locale = Locale(identifier: "fr_FR")
    #expect(row.validate() == [ValidationError(msg: "Field required!")])
    #expect(row.validationErrors.map(\.message) == ["Name ne peut pas être vide"])
    #expect(row.validationErrors.first?.row == "name")
    #expect(row.validationErrors.first?.subject == .row)
  }

  @Test("the msg of every built-in rule is still Eureka's text, in any language")
  func eurekaTexts() throws {
    let form = try EveryMessageForm.submitted(locale: Locale(identifier: "ja_JP"))
    let msgs = form.validate().map(\.msg)
    for eureka in [
      "Field required!", "Field value should be a valid email!", "Field value must be an URL!",
      "Invalid field value!", "Fields don't match!", "Field value must be greater than 17",
      "Field value must be greater or equals than 18", "Field value must be smaller than 10",
      "Field value must be smaller or equals than 1000",
      "Field value must have at least 3 characters",
      "Field value must have less than 1 characters",
      "Field value must have exactly 5 characters", "Field must have at least 2 items",
      "Field must have at most 11 items", "Field validation fails..",
    ] {
      #expect(msgs.contains(eureka), "\(eureka)")
    }
  }

  @Test(
    "an empty required row reports one message, whatever rules it has",
    arguments: ["RuleRequired", "RuleRegExp"])
  func oneMessageForEmpty(rule: String) {
    for language in ["en", "de", "ar"] {
      let row = TextRow("code") {
        $0.title = "Code"
        $0.required = true
        if rule == "RuleRequired" {
          $0.add(rule: RuleRequired())
        } else {
          $0.add(rule: RuleRegExp(regExpr: "^[0-9]+$", allowsEmpty: false))
        }
      }
      let form = Form() +++ Section() <<< row
      form.locale = Locale(identifier: language)
      let expected = form.messages.string(.required, ["field": "Code"])
      #expect(form.validate().map(\.message) == [expected], "\(language)")
    }
  }
}
