import Formwork

/// The sign-up form the server shows: built afresh for every request, since a form is a
/// reference type that is not `Sendable` and holds one person's input.
enum SignUpForm {
  /// The plans a person can choose: the `<select>` shows the text, the form submits the value.
  static let plans = [
    FormOption("free", "Free"),
    FormOption("pro", "Pro, 5 € a month"),
    FormOption("team", "Team, 12 € a month"),
  ]

  /// What the newsletter can be about, shown once the newsletter switch is on.
  static let topics = [
    FormOption("releases", "Releases"),
    FormOption("tutorials", "Tutorials"),
    FormOption("events", "Events"),
  ]

  /// The youngest age the form accepts.
  static let minimumAge = 16
  /// The oldest age the form accepts.
  static let maximumAge = 120
  /// The most phone numbers a person can give.
  static let maximumPhones = 3

  /// Makes the form, empty but for its plan.
  ///
  /// - Account: name, e-mail (``Formwork/RuleEmail``), password of at least 8 characters and
  ///   its confirmation (``Formwork/RuleEqualsToRow``), age (a whole number in
  ///   ``minimumAge``...``maximumAge``).
  /// - Phone numbers: none to ``maximumPhones``, added and removed with the section's buttons.
  /// - Plan: one of ``plans``.
  /// - Newsletter: a switch, and the topics it shows (a hidden condition on the switch).
  /// - Terms: a check that must be on.
  static func make() -> Form {
    let form = Form()
    form
      +++ Section("Account")
      <<< NameRow("name") {
        $0.title = "Name"
        $0.placeholder = "Ada Lovelace"
        $0.required = true
      }
      <<< EmailRow("email") {
        $0.title = "E-mail"
        $0.placeholder = "ada@example.com"
        $0.helpText = "We send the confirmation there."
        $0.required = true
        $0.add(rule: RuleEmail(msg: "Enter an e-mail address such as ada@example.com"))
      }
      <<< PasswordRow("password") {
        $0.title = "Password"
        $0.helpText = "At least 8 characters."
        $0.required = true
        $0.add(rule: RuleMinLength(minLength: 8, msg: "The password needs at least 8 characters"))
      }
      <<< PasswordRow("confirmation") {
        $0.title = "Confirm the password"
        $0.required = true
        $0.add(rule: RuleEqualsToRow(form: form, tag: "password", msg: "The passwords differ"))
      }
      <<< IntRow("age") {
        $0.title = "Age"
        $0.add(
          rule: RuleGreaterOrEqualThan(
            min: minimumAge, msg: "You must be at least \(minimumAge) to sign up"))
        $0.add(
          rule: RuleSmallerOrEqualThan(
            max: maximumAge, msg: "Enter an age of \(maximumAge) or less"))
      }

    form
      +++ MultivaluedSection(
        multivaluedOptions: [.Insert, .Delete], header: "Phone numbers",
        footer: "Optional; up to \(maximumPhones)."
      ) {
        $0.tag = "phones"
        $0.maximumItems = maximumPhones
        $0.addButtonProvider = { _ in ButtonRow { $0.title = "Add a phone number" } }
        $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.placeholder = "555-0100" } }
      }

    form
      +++ Section("Plan")
      <<< PushRow<FormOption<String>>("plan") {
        $0.title = "Plan"
        $0.options = plans
        $0.value = plans[0]
        $0.required = true
      }

    form
      +++ Section(header: "Newsletter", footer: "One e-mail a month at most.")
      <<< SwitchRow("newsletter") {
        $0.title = "Subscribe to the newsletter"
        // Off rather than no value, so that the JSON says `false` when it stays off.
        $0.value = false
      }
      <<< MultipleSelectorRow<FormOption<String>>("topics") {
        $0.title = "Topics"
        $0.options = topics
        $0.helpText = "Choose one or more."
        $0.required = true
        // Shown only while the switch is on; hidden rows are not validated.
        $0.hidden = "$newsletter != YES"
      }

    form
      +++ Section("Terms")
      <<< CheckRow("terms") {
        $0.title = "I accept the terms of use"
        // A check never touched has no value, which `required` refuses; one turned off is
        // `false`, which the rule refuses.
        $0.required = true
        $0.requiredMessage = "Accept the terms to sign up"
        $0.add(
          rule: RuleClosure<Bool> { accepted in
            accepted == false ? ValidationError(msg: "Accept the terms to sign up") : nil
          })
      }
    return form
  }
}
