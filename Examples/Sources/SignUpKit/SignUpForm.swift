import Formwork
import Foundation

/// The sign-up form the server shows: built afresh for every request, since a form is a
/// reference type that is not `Sendable` and holds one person's input.
public enum SignUpForm {
  /// The plans a person can choose, in the language of `locale`: the `<select>` shows the text,
  /// the form submits the value.
  public static func plans(in locale: Locale?) -> [FormOption<String>] {
    [("free", "Free"), ("pro", "Pro, 5 € a month"), ("team", "Team, 12 € a month")].map {
      FormOption($0.0, SignUpTexts.text($0.1, in: locale))
    }
  }

  /// What the newsletter can be about, shown once the newsletter switch is on, in the language
  /// of `locale`.
  public static func topics(in locale: Locale?) -> [FormOption<String>] {
    [("releases", "Releases"), ("tutorials", "Tutorials"), ("events", "Events")].map {
      FormOption($0.0, SignUpTexts.text($0.1, in: locale))
    }
  }

  /// The youngest age the form accepts.
  public static let minimumAge = 16
  /// The oldest age the form accepts.
  public static let maximumAge = 120
  /// The most phone numbers a person can give.
  public static let maximumPhones = 3

  /// Makes the form, empty but for its plan.
  ///
  /// - Account: name, e-mail (``Formwork/RuleEmail``), password of at least 8 characters and
  ///   its confirmation (``Formwork/RuleEqualsToRow``), age (a whole number in
  ///   ``minimumAge``...``maximumAge``).
  /// - Phone numbers: none to ``maximumPhones``, added and removed with the section's buttons.
  /// - Plan: one of ``plans(in:)``.
  /// - Newsletter: a switch, and the topics it shows (a hidden condition on the switch).
  /// - Terms: a check that must be on.
  ///
  /// - Parameter locale: The language to speak and the conventions to write numbers in (the
  ///   browser's, from its `Accept-Language`), or `nil` for English.
  /// - Returns: The form.
  public static func make(locale: Locale? = nil) -> Form {
    let form = Form()
    // Formwork's own words (messages, buttons, marks) follow the form's locale; the example's
    // words are its own, translated by `SignUpTexts`.
    form.locale = locale
    let plans = Self.plans(in: locale)
    let topics = Self.topics(in: locale)
    func t(_ english: String) -> String { SignUpTexts.text(english, in: locale) }
    form
      +++ Section(t("Account"))
      <<< NameRow("name") {
        $0.title = t("Name")
        $0.placeholder = "Ada Lovelace"
        $0.required = true
      }
      <<< EmailRow("email") {
        $0.title = t("E-mail")
        $0.placeholder = "ada@example.com"
        $0.helpText = t("We send the confirmation there.")
        $0.required = true
        $0.add(rule: RuleEmail(msg: t("Enter an e-mail address such as ada@example.com")))
      }
      <<< PasswordRow("password") {
        $0.title = t("Password")
        $0.helpText = t("At least 8 characters.")
        $0.required = true
        $0.add(
          rule: RuleMinLength(minLength: 8, msg: t("The password needs at least 8 characters")))
      }
      <<< PasswordRow("confirmation") {
        $0.title = t("Confirm the password")
        $0.required = true
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password", msg: t("The passwords differ")))
      }
      <<< IntRow("age") {
        $0.title = t("Age")
        $0.add(
          rule: RuleGreaterOrEqualThan(
            min: minimumAge, msg: t("You must be at least \(minimumAge) to sign up")))
        $0.add(
          rule: RuleSmallerOrEqualThan(
            max: maximumAge, msg: t("Enter an age of \(maximumAge) or less")))
      }

    form
      +++ MultivaluedSection(
        multivaluedOptions: [.Insert, .Delete], header: t("Phone numbers"),
        footer: t("Optional; up to \(maximumPhones).")
      ) {
        $0.tag = "phones"
        $0.maximumItems = maximumPhones
        $0.addButtonProvider = { _ in ButtonRow { $0.title = t("Add a phone number") } }
        $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "555-0100" } }
      }

    form
      +++ Section(t("Plan"))
      <<< PushRow<FormOption<String>>("plan") {
        $0.title = t("Plan")
        $0.options = plans
        $0.value = plans[0]
        $0.required = true
      }

    form
      +++ Section(header: t("Newsletter"), footer: t("One e-mail a month at most."))
      <<< SwitchRow("newsletter") {
        $0.title = t("Subscribe to the newsletter")
        // Off rather than no value, so that the JSON says `false` when it stays off.
        $0.value = false
      }
      <<< MultipleSelectorRow<FormOption<String>>("topics") {
        $0.title = t("Topics")
        $0.options = topics
        $0.helpText = t("Choose one or more.")
        $0.required = true
        // Shown only while the switch is on; hidden rows are not validated.
        $0.hidden = "$newsletter != YES"
      }

    form
      +++ Section(t("Terms"))
      <<< CheckRow("terms") {
        $0.title = t("I accept the terms of use")
        // A check never touched has no value, which `required` refuses; one turned off is
        // `false`, which the rule refuses.
        $0.required = true
        $0.requiredMessage = t("Accept the terms to sign up")
        $0.add(
          rule: RuleClosure<Bool> { accepted in
            accepted == false ? ValidationError(msg: t("Accept the terms to sign up")) : nil
          })
      }
    return form
  }
}
