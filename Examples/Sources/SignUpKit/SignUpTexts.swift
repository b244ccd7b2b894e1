import Foundation

/// The example's own words (titles, help, its rules' messages, the page's heading and notice) in
/// the languages it answers in besides English: German and Arabic.
///
/// Formwork translates what it says itself (its messages, buttons and marks) through the form's
/// catalogue; the words an app writes are the app's to translate, here keyed by their English
/// text, as gettext does. A language without a table, or a sentence missing from one, reads in
/// English.
public enum SignUpTexts {
  /// The languages the server answers in, for `AcceptLanguage.preferredLocale(among:)`.
  public static let languages = ["en", "de", "ar"]

  /// `english` in the language of `locale`.
  public static func text(_ english: String, in locale: Locale?) -> String {
    guard let code = locale?.language.languageCode?.identifier else { return english }
    return tables[code]?[english] ?? english
  }

  private static let tables: [String: [String: String]] = ["de": german, "ar": arabic]

  private static let german: [String: String] = [
    "Sign up": "Registrieren",
    "Account": "Konto",
    "Name": "Name",
    "E-mail": "E-Mail",
    "We send the confirmation there.": "Dorthin senden wir die Bestätigung.",
    "Enter an e-mail address such as ada@example.com":
      "Geben Sie eine E-Mail-Adresse wie ada@example.com ein",
    "Password": "Passwort",
    "At least 8 characters.": "Mindestens 8 Zeichen.",
    "The password needs at least 8 characters": "Das Passwort braucht mindestens 8 Zeichen",
    "Confirm the password": "Passwort bestätigen",
    "The passwords differ": "Die Passwörter sind verschieden",
    "Age": "Alter",
    "You must be at least 16 to sign up": "Sie müssen mindestens 16 Jahre alt sein",
    "Enter an age of 120 or less": "Geben Sie ein Alter von höchstens 120 ein",
    "Phone numbers": "Telefonnummern",
    "Optional; up to 3.": "Freiwillig; bis zu 3.",
    "Add a phone number": "Telefonnummer hinzufügen",
    "Plan": "Tarif",
    "Free": "Kostenlos",
    "Pro, 5 € a month": "Pro, 5 € im Monat",
    "Team, 12 € a month": "Team, 12 € im Monat",
    "Newsletter": "Newsletter",
    "One e-mail a month at most.": "Höchstens eine E-Mail im Monat.",
    "Subscribe to the newsletter": "Newsletter abonnieren",
    "Topics": "Themen",
    "Releases": "Versionen",
    "Tutorials": "Anleitungen",
    "Events": "Veranstaltungen",
    "Choose one or more.": "Wählen Sie eines oder mehrere.",
    "Terms": "Bedingungen",
    "I accept the terms of use": "Ich akzeptiere die Nutzungsbedingungen",
    "Accept the terms to sign up": "Akzeptieren Sie die Bedingungen, um sich zu registrieren",
    "One field needs your attention.": "Ein Feld braucht Ihre Aufmerksamkeit.",
  ]

  private static let arabic: [String: String] = [
    "Sign up": "التسجيل",
    "Account": "الحساب",
    "Name": "الاسم",
    "E-mail": "البريد الإلكتروني",
    "We send the confirmation there.": "نرسل التأكيد إلى هناك.",
    "Enter an e-mail address such as ada@example.com":
      "أدخل عنوان بريد إلكتروني مثل ada@example.com",
    "Password": "كلمة المرور",
    "At least 8 characters.": "8 أحرف على الأقل.",
    "The password needs at least 8 characters": "تحتاج كلمة المرور إلى 8 أحرف على الأقل",
    "Confirm the password": "تأكيد كلمة المرور",
    "The passwords differ": "كلمتا المرور مختلفتان",
    "Age": "العمر",
    "You must be at least 16 to sign up": "يجب أن يكون عمرك 16 عامًا على الأقل للتسجيل",
    "Enter an age of 120 or less": "أدخل عمرًا لا يزيد على 120",
    "Phone numbers": "أرقام الهاتف",
    "Optional; up to 3.": "اختياري؛ حتى 3.",
    "Add a phone number": "إضافة رقم هاتف",
    "Plan": "الخطة",
    "Free": "مجانية",
    "Pro, 5 € a month": "احترافية، 5 € شهريًا",
    "Team, 12 € a month": "فريق، 12 € شهريًا",
    "Newsletter": "النشرة الإخبارية",
    "One e-mail a month at most.": "رسالة واحدة في الشهر على الأكثر.",
    "Subscribe to the newsletter": "الاشتراك في النشرة الإخبارية",
    "Topics": "المواضيع",
    "Releases": "الإصدارات",
    "Tutorials": "الدروس",
    "Events": "الفعاليات",
    "Choose one or more.": "اختر واحدًا أو أكثر.",
    "Terms": "الشروط",
    "I accept the terms of use": "أوافق على شروط الاستخدام",
    "Accept the terms to sign up": "وافق على الشروط للتسجيل",
    "One field needs your attention.": "حقل واحد يحتاج إلى انتباهك.",
  ]
}
