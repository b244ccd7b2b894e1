/// What a row reads from the text typed into it — a whole number, a number, a date — so that the
/// message a person sees when the text does not parse says what it must be.
///
/// A row's ``TextInputRow/inputKind`` gives it; the ``ValidationError`` of text that did not
/// parse carries it in ``ValidationError/inputKind``, so a ``Form/validationMessageProvider`` can
/// say the same in another language:
///
/// ```swift
/// form.validationMessageProvider = { error in
///   switch error.inputKind {
///   case .wholeNumber?: "\(error.rowTitle ?? "Ce champ") doit être un nombre entier"
///   default: error.msg
///   }
/// }
/// ```
public enum InputKind: Hashable, Sendable {
  /// Any text; a row whose value is the text itself never refuses it.
  case text
  /// A whole number, such as `42`: an `Int` field.
  case wholeNumber
  /// A number, such as `3.25`: a `Double` or `Float` field.
  case number
  /// A day, written as `example` is (`Nov 22, 2026`): the row's format, shown by example.
  case date(example: String)
  /// A time of day, written as `example` is (`2:30 PM`).
  case time(example: String)
  /// A day and a time, written as `example` is (`11/22/26, 2:30 PM`).
  case dateAndTime(example: String)
  /// A duration, written as `example` is (`1 hour 30 minutes`).
  case duration(example: String)
  /// A web address, such as `https://example.com`: a `URL` field.
  case url
  /// An e-mail address, such as `ada@example.com`.
  case email
  /// A value of another type, named as the row names its value type (`Percent`).
  case other(String)
  /// An image file in one of `formats` (`PNG, JPEG, GIF`): a file picked for an
  /// ``ImagePickingRow`` that is not one (``ImagePickingRow/refuseImageFile(named:)``).
  case image(formats: String)

  /// What the text must be, as the words that follow "must be": `a whole number`,
  /// `a date such as Nov 22, 2026`, `a valid Percent`.
  public var phrase: String {
    switch self {
    case .text: "text"
    case .wholeNumber: "a whole number"
    case .number: "a number"
    case .date(let example): "a date such as \(example)"
    case .time(let example): "a time such as \(example)"
    case .dateAndTime(let example): "a date and time such as \(example)"
    case .duration(let example): "a duration such as \(example)"
    case .url: "a web address such as https://example.com"
    case .email: "an e-mail address such as ada@example.com"
    case .other(let name): "a valid \(name)"
    case .image(let formats): "an image in one of these formats: \(formats)"
    }
  }

  /// The sentence a person reads when text typed into a row does not parse.
  ///
  /// ```swift
  /// InputKind.wholeNumber.message(for: "Age")  // "Age must be a whole number"
  /// ```
  ///
  /// - Parameter subject: What the sentence is about: the row's title, or its tag without one.
  /// - Returns: `subject`, then "must be" and ``phrase``.
  public func message(for subject: String) -> String {
    "\(subject) must be \(phrase)"
  }

  /// The catalogue key of the sentence a person reads when typed text does not parse.
  public var messageKey: MessageKey {
    switch self {
    case .text, .other: .inputOther
    case .wholeNumber: .inputWholeNumber
    case .number: .inputNumber
    case .date: .inputDate
    case .time: .inputTime
    case .dateAndTime: .inputDateAndTime
    case .duration: .inputDuration
    case .url: .inputURL
    case .image: .htmlImageRefused
    case .email: .inputEmail
    }
  }

  /// The values of ``messageKey``'s placeholders other than `{field}`: the `example` of a date,
  /// time or duration, the `formats` of an image.
  public var messageArguments: [String: MessageArgument] {
    switch self {
    case .date(let example), .time(let example), .dateAndTime(let example),
      .duration(let example):
      ["example": .text(example)]
    case .image(let formats): ["formats": .text(formats)]
    default: [:]
    }
  }
}
