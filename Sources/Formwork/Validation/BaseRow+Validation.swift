/// Validation state and triggers shared by every row.
extension BaseRow {
  /// Whether the row has no validation error, as last validated.
  ///
  /// Reading it does not validate; see ``validate(quietly:)`` and ``Form/isValid``.
  public var isValid: Bool { validationErrors.isEmpty }

  /// Whether focus has entered and left the row at least once (it was touched).
  public var isTouched: Bool { wasBlurred }

  /// The validation error of the text typed into the row that did not parse, as validation will
  /// report it, without validating: its message for people (`Age must be a whole number`, as
  /// the form's ``Form/validationMessageProvider`` phrases it), with ``ValidationError/inputError``
  /// and ``ValidationError/inputKind``; `nil` while the row has no ``inputError``.
  ///
  /// A renderer shows it under a row whose text did not parse before the row is validated.
  public var inputValidationError: ValidationError? {
    guard inputError != nil else { return nil }
    var errors = builtInValidationErrors(isEmpty: false)
    locate(&errors)
    return errors.first
  }

  /// Removes the row's validation errors, and hides its messages until it is next changed and
  /// left or validated by a submit.
  public func cleanValidationErrors() {
    validationErrors = []
    validationStorage.messagesRevealed = false
  }

  /// Whether a person should now see the row's messages — **the moment rule** every renderer
  /// follows.
  ///
  /// Messages show once the person changed the row and left it, or once the form (or the row)
  /// was validated by ``Form/validate(includeHidden:includeDisabled:quietly:)`` or
  /// ``validate(quietly:)`` — a submit. They do not show for a row the person merely passed
  /// through, nor for an item added after a submit until it is changed and left or submitted.
  /// ``validationOptions`` decide when rules *run*; this decides when their messages *show*.
  ///
  /// Set it to reveal (or hide) the messages yourself; ``reset()`` and
  /// ``cleanValidationErrors()`` hide them.
  public var messagesRevealed: Bool {
    get { validationStorage.messagesRevealed }
    set {
      guard newValue != validationStorage.messagesRevealed else { return }
      validationStorage.messagesRevealed = newValue
      updateCellIfLoaded()
    }
  }

  /// The errors a person should see now: ``validationErrors`` (or, before validation, the
  /// ``inputValidationError`` of text that did not parse) while ``messagesRevealed``; none
  /// otherwise.
  public var visibleValidationErrors: [ValidationError] {
    guard messagesRevealed else { return [] }
    if !validationErrors.isEmpty { return validationErrors }
    return inputValidationError.map { [$0] } ?? []
  }

  /// Runs `validate()` as the row's own reaction to a change or a blur, which does not reveal
  /// its messages.
  private func validateAutomatically() {
    validationStorage.validatingAutomatically = true
    defer { validationStorage.validatingAutomatically = false }
    validate()
  }

  /// Validates after the row's value (or typed text) changed, as ``validationOptions`` say:
  /// on change, on change once blurred, or while the row shows errors.
  func validateAfterChange() {
    guard form != nil else { return }
    let options = validationOptions
    if options.contains(.validatesOnChange)
      || (wasBlurred && options.contains(.validatesOnChangeAfterBlurred))
      || (!isValid && options != .validatesOnDemand)
    {
      validateAutomatically()
    }
  }

  /// Validates after focus left the row, as ``validationOptions`` say.
  func validateAfterBlur() {
    let options = validationOptions
    if options.contains(.validatesOnBlur)
      || (wasChanged && options.contains(.validatesOnChangeAfterBlurred))
    {
      validateAutomatically()
    }
  }

  /// The errors every row reports before its rules: text that did not parse (a message for
  /// people, "Age must be a whole number", with the ``InputError`` and ``InputKind`` beside it),
  /// and a missing value in a ``required`` row.
  func builtInValidationErrors(isEmpty: Bool) -> [ValidationError] {
    var errors: [ValidationError] = []
    if let inputError {
      let kind =
        (self as? any TextInputRow)?.inputKind
        ?? (self as? any ImagePickingRow).map { .image(formats: $0.acceptedImageFormats) }
        ?? .other(inputError.expected)
      var error = ValidationError(
        msg: kind.message(for: title ?? reference), key: kind.messageKey,
        arguments: kind.messageArguments, id: ValidationError.inputRuleID)
      error.inputError = inputError
      error.inputKind = kind
      errors.append(error)
    }
    if required, isEmpty, inputError == nil { errors.append(requiredError()) }
    return errors
  }

  /// The error of an empty ``required`` row, before ``locate(_:)``: the row's
  /// ``requiredMessage``, or the catalogue's sentence.
  func requiredError() -> ValidationError {
    if let requiredMessage {
      return ValidationError(msg: requiredMessage, id: ValidationError.requiredRuleID)
    }
    return ValidationError(
      msg: "\(title ?? reference) can't be empty", key: .required,
      id: ValidationError.requiredRuleID)
  }

  /// Fills in where each error comes from (its row, title and the form's ``Form/messages``, from
  /// which a built-in error's ``ValidationError/message`` is written when read), and applies
  /// the form's message provider.
  func locate(_ errors: inout [ValidationError]) {
    guard !errors.isEmpty else { return }
    let origin = errorOrigin()
    let provider = formRewritesMessages ? form?.validationMessageProvider : nil
    for index in errors.indices {
      errors[index].origin = origin
      if let provider { errors[index].rewrite(as: provider(errors[index])) }
    }
  }

  /// Whether `errors`, the row's last errors, are what ``locate(_:)`` would make of the same
  /// rules' errors now: every one reported by the row as it is now, and no message provider to
  /// apply.
  func reportsAgain(_ errors: [ValidationError]) -> Bool {
    guard !formRewritesMessages else { return false }
    // The kept origin is compared by identity, without the retain that taking it would cost: an
    // atomic write to an object a large form's validation finds out of the cache (issue #28).
    if let kept = validationStorage.origin.map(ObjectIdentifier.init) {
      return errors.allSatisfy { $0.origin.map(ObjectIdentifier.init) == kept }
    }
    let origin = errorOrigin()
    return errors.allSatisfy { $0.origin === origin }
  }

  /// Sets ``validationErrors`` to `errors` after a validation, doing nothing when they are the
  /// very array the row holds and setting them would reveal nothing, so the array is not copied.
  func storeValidationErrors(_ errors: [ValidationError]) {
    let revealsNothing =
      validationStorage.validatingAutomatically || validationStorage.messagesRevealed
    if revealsNothing, ValidationError.identical(errors, validationStorage.errors) { return }
    validationErrors = errors
  }

  /// Notes that the row's tag, title, form or form's catalogue may have changed, so the origin
  /// of its next errors is made again.
  func errorsMayNameRowDifferently() {
    validationStorage.origin = nil
  }

  /// Where the row's errors come from, as the row is now: kept until its tag, title, form or
  /// form's catalogue changes (see ``errorsMayNameRowDifferently()``), and otherwise the origin
  /// of its current errors when they still name it, so errors that did not change compare as
  /// the same objects.
  private func errorOrigin() -> ValidationErrorOrigin {
    if let origin = validationStorage.origin { return origin }
    let reference = reference
    let title = title
    let catalog = form?.messageCatalogReference ?? .english
    let origin: ValidationErrorOrigin
    if let last = validationStorage.errors.first?.origin,
      last.names(row: reference, title: title, catalog: catalog)
    {
      origin = last
    } else {
      origin = ValidationErrorOrigin(
        row: reference, rowTitle: title, subject: .row, catalog: catalog)
    }
    // An untagged row's reference reads other rows (an inline row's owner): made each time.
    if tag != nil { validationStorage.origin = origin }
    return origin
  }
}

extension ValidationError {
  /// The ``ruleID`` of the error reported for typed text that does not parse.
  public static let inputRuleID = "input"
  /// The ``ruleID`` of the error reported for an empty ``BaseRow/required`` row.
  public static let requiredRuleID = "required"
}
