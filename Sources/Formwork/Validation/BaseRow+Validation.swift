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

  /// Fills in where each error comes from, writes each built-in error's ``ValidationError/message``
  /// from the form's ``Form/messages``, and applies the form's message provider, reading the
  /// row's reference, title, catalogue and provider once.
  func locate(_ errors: inout [ValidationError]) {
    let reference = reference
    let title = title
    let provider = formRewritesMessages ? form?.validationMessageProvider : nil
    var catalog: MessageCatalog?
    for index in errors.indices {
      errors[index].row = reference
      errors[index].rowTitle = title
      errors[index].subject = .row
      if errors[index].key != nil {
        let messages = catalog ?? form?.messages ?? .english
        catalog = messages
        errors[index].writeMessage(from: messages, name: title)
      }
      if let provider {
        let text = provider(errors[index])
        errors[index].msg = text
        errors[index].message = text
      }
    }
  }
}

extension ValidationError {
  /// The ``ruleID`` of the error reported for typed text that does not parse.
  public static let inputRuleID = "input"
  /// The ``ruleID`` of the error reported for an empty ``BaseRow/required`` row.
  public static let requiredRuleID = "required"
}
