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

  /// Removes the row's validation errors.
  public func cleanValidationErrors() {
    validationErrors = []
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
      validate()
    }
  }

  /// Validates after focus left the row, as ``validationOptions`` say.
  func validateAfterBlur() {
    let options = validationOptions
    if options.contains(.validatesOnBlur)
      || (wasChanged && options.contains(.validatesOnChangeAfterBlurred))
    {
      validate()
    }
  }

  /// The errors every row reports before its rules: text that did not parse (a message for
  /// people, "Age must be a whole number", with the ``InputError`` and ``InputKind`` beside it),
  /// and a missing value in a ``required`` row.
  func builtInValidationErrors(isEmpty: Bool) -> [ValidationError] {
    var errors: [ValidationError] = []
    if let inputError {
      let kind = (self as? any TextInputRow)?.inputKind ?? .other(inputError.expected)
      var error = ValidationError(
        msg: kind.message(for: title ?? reference), id: ValidationError.inputRuleID)
      error.inputError = inputError
      error.inputKind = kind
      errors.append(error)
    }
    if required, isEmpty, inputError == nil {
      errors.append(
        ValidationError(
          msg: requiredMessage ?? "\(title ?? reference) can't be empty",
          id: ValidationError.requiredRuleID))
    }
    return errors
  }

  /// Fills in where each error comes from and applies the form's message provider, reading the
  /// row's reference, title and provider once.
  func locate(_ errors: inout [ValidationError]) {
    let reference = reference
    let title = title
    let provider = formRewritesMessages ? form?.validationMessageProvider : nil
    for index in errors.indices {
      errors[index].row = reference
      errors[index].rowTitle = title
      errors[index].subject = .row
      if let provider { errors[index].msg = provider(errors[index]) }
    }
  }
}

extension ValidationError {
  /// The ``ruleID`` of the error reported for typed text that does not parse.
  public static let inputRuleID = "input"
  /// The ``ruleID`` of the error reported for an empty ``BaseRow/required`` row.
  public static let requiredRuleID = "required"
}
