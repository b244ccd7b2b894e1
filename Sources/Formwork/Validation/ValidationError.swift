/// Why a row's value is not valid: the message, the rule that said so, and the row.
///
/// A rule returns an error with its message and ``ruleID``; the row that ran it fills in
/// ``row``, ``rowTitle`` and ``subject``, so an error read from
/// ``Form/validate(includeHidden:includeDisabled:quietly:)`` says where it comes from. A
/// section's own rules (selection or item limits) fill them in with the section's reference,
/// header title and ``Subject/section``.
///
/// Two texts: ``msg`` is Eureka's, the one code reads and compares (`Field required!` for a
/// ``RuleRequired`` without `msg:`), and ``message`` is the sentence a person reads (`Name can't
/// be empty`), written from the form's ``Form/messages`` in its ``Form/locale`` when the row
/// reports the error. A `msg:` you write is shown as written. Two errors are equal when their
/// ``msg`` is, as in Eureka.
public struct ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What the rule says: the texts, key, arguments and identifier, shared by every error a rule
  /// returns (see `ValidationErrorStorage.swift`).
  var content: ValidationErrorContent
  /// Where the error comes from, shared by the errors of one row; `nil` until a row or section
  /// reported the error, or one of its fields was set.
  var origin: ValidationErrorOrigin?

  /// The message as Eureka has it: what a rule was given as `msg:`, or Eureka's default text.
  ///
  /// For a ``RuleRequired`` without `msg:` it is `Field required!`. Renderers show ``message``.
  public var msg: String {
    get { content.fields.msg }
    set { change { $0.msg = newValue } }
  }
  /// The sentence a person reads: for a built-in message (``key`` set), the form's
  /// ``Form/messages`` template filled in once a row or section reported the error; otherwise
  /// ``msg`` (or what the form's ``Form/validationMessageProvider`` returned).
  ///
  /// The sentence is written from the catalogue the form had when the row reported the error,
  /// each time it is read.
  public var message: String {
    get {
      guard let catalog = origin?.catalog, let key = content.fields.key else {
        return content.fields.text
      }
      return catalog.catalog.sentence(
        key, content.fields.arguments, subject: origin?.subject == .section ? "section" : "field",
        name: origin?.rowTitle)
    }
    set {
      change { $0.text = newValue }
      if origin?.catalog != nil { origin = origin?.withoutCatalog }
    }
  }
  /// The catalogue key of a built-in message, such as ``MessageKey/required``; `nil` for a
  /// message written by the app, which is shown as written.
  public var key: MessageKey? {
    get { content.fields.key }
    set { changeSettingMessage { $0.key = newValue } }
  }
  /// The values of the key's placeholders other than `{field}` and `{section}`, such as
  /// `count` or `min`.
  public var arguments: [String: MessageArgument] {
    get { content.fields.arguments }
    set { changeSettingMessage { $0.arguments = newValue } }
  }
  /// Whether the error says that a value is missing (``RuleRequired``, ``BaseRow/required``),
  /// so no other error about the same empty value is reported beside it.
  var reportsMissingValue: Bool {
    get { content.fields.reportsMissingValue }
    set { change { $0.reportsMissingValue = newValue } }
  }
  /// The identifier of the rule that failed, if it has one.
  public var ruleID: String? {
    get { content.fields.ruleID }
    set { change { $0.ruleID = newValue } }
  }
  /// The tag of the row (or a description of an untagged row), once a row reported the error.
  public var row: String? {
    get { origin?.row }
    set { origin = (origin ?? Self.nowhere).changing(row: .some(newValue)) }
  }
  /// The title of the row, once a row reported the error.
  public var rowTitle: String? {
    get { origin?.rowTitle }
    set {
      settleMessage()
      origin = (origin ?? Self.nowhere).changing(rowTitle: .some(newValue))
    }
  }
  /// What reported the error, a row or a section; `nil` until one did (an error a rule
  /// returns).
  ///
  /// With it a renderer tells a section's errors from a row's without comparing ``row`` to the
  /// sections' references.
  public var subject: Subject? {
    get { origin?.subject }
    set {
      settleMessage()
      origin = (origin ?? Self.nowhere).changing(subject: .some(newValue))
    }
  }

  /// For an error about typed text that did not parse (rule ``inputRuleID``): the row's
  /// ``BaseRow/inputError``, whose `description` is the sentence for developers
  /// (`'12a' is not a valid Int for row age`) while ``msg`` is the one for people
  /// (`Age must be a whole number`); `nil` for every other error.
  public var inputError: InputError? {
    get { content.fields.inputError }
    set { change { $0.inputError = newValue } }
  }
  /// For an error about typed text that did not parse: what the row reads (a whole number, a
  /// date with an example), so a ``Form/validationMessageProvider`` can say ``msg`` in another
  /// language; `nil` for every other error.
  public var inputKind: InputKind? {
    get { content.fields.inputKind }
    set { change { $0.inputKind = newValue } }
  }

  /// What a validation error is about.
  public enum Subject: Equatable, Hashable, Sendable {
    /// A row's rules (or its required flag, or text that did not parse): ``ValidationError/row``
    /// is the row's ``BaseRow/reference``.
    case row
    /// A section's own rules: ``ValidationError/row`` is the section's ``Section/reference``.
    case section
  }

  /// Creates an error with a message, as Eureka's `ValidationError(msg:)`; the message is
  /// shown as written.
  public init(msg: String, id: String? = nil) {
    content = ValidationErrorContent(.init(msg: msg, text: msg, ruleID: id))
  }

  /// Creates a built-in error: Eureka's text for code, and a catalogue key for people.
  ///
  /// - Parameters:
  ///   - msg: The text ``msg`` holds, Eureka's default (`Field required!`).
  ///   - key: The catalogue key of the sentence a person reads.
  ///   - arguments: The values of the key's placeholders other than `{field}`.
  ///   - id: The rule's identifier.
  public init(
    msg: String, key: MessageKey, arguments: [String: MessageArgument] = [:], id: String? = nil
  ) {
    content = ValidationErrorContent(
      .init(msg: msg, text: msg, key: key, arguments: arguments, ruleID: id))
  }

  /// Whether two errors have the same ``msg``, as in Eureka: where an error comes from and how
  /// it reads to a person do not count.
  public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
    lhs.content === rhs.content || lhs.msg == rhs.msg
  }

  /// Writes ``message`` from `catalog` for a built-in error (``key`` set).
  ///
  /// - Parameters:
  ///   - catalog: The words to use, usually the form's ``Form/messages``.
  ///   - subject: The placeholder naming what the error is about: `field` or `section`.
  ///   - name: The row's title or section's header; `nil` for the catalogue's untitled name.
  public mutating func writeMessage(
    from catalog: MessageCatalog, subject: String = "field", name: String?
  ) {
    guard let key else { return }
    message = catalog.sentence(key, arguments, subject: subject, name: name)
  }

  /// The message, after the row when the error names one: `email: Field required!`.
  ///
  /// For typed text that did not parse it is the sentence for developers, the
  /// ``inputError``'s: `age: '12a' is not a valid Int for row age`, where ``msg`` reads
  /// `Age must be a whole number`.
  public var description: String {
    let text = inputError?.description ?? msg
    guard let row else { return text }
    return "\(row): \(text)"
  }
}

extension ValidationError {
  /// The error of a built-in rule: with the catalogue key when the rule was given no `msg:` (or
  /// Eureka's default text), so a person reads the form's sentence; otherwise the app's text,
  /// shown as written.
  static func builtIn(
    msg: String?, eurekaText: String, key: MessageKey,
    arguments: [String: MessageArgument] = [:], id: String?
  ) -> ValidationError {
    guard msg == nil || msg == eurekaText else { return ValidationError(msg: msg ?? "", id: id) }
    return ValidationError(msg: eurekaText, key: key, arguments: arguments, id: id)
  }
}

extension ValidationError {
  /// Whether two lists of errors read the same to code and to a person: same ``msg``,
  /// ``message`` and ``ruleID`` in the same order.
  ///
  /// Errors made by the same rule and reported by the same row with the same catalogue read the
  /// same without their sentences being written.
  static func same(_ lhs: [ValidationError], _ rhs: [ValidationError]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy { $0.readsSame(as: $1) }
  }

  /// Whether two lists of errors are the same array, as a row whose rules fail as before gives
  /// back: a check of two addresses.
  static func identical(_ lhs: [ValidationError], _ rhs: [ValidationError]) -> Bool {
    lhs.count == rhs.count
      && lhs.withUnsafeBufferPointer { lhs in
        rhs.withUnsafeBufferPointer { lhs.baseAddress == $0.baseAddress }
      }
  }

  /// Whether this error reads the same as `other` to code and to a person.
  private func readsSame(as other: ValidationError) -> Bool {
    if content === other.content && origin === other.origin { return true }
    return msg == other.msg && ruleID == other.ruleID && message == other.message
  }
}

extension ValidationError {
  /// An origin that names nothing, for an error whose row, title or subject is set before a
  /// row reported it.
  private static let nowhere = ValidationErrorOrigin(
    row: nil, rowTitle: nil, subject: nil, catalog: nil)

  /// Makes `change` to a copy of the content's fields, keeping the message as it reads.
  private mutating func change(_ change: (inout ValidationErrorContent.Fields) -> Void) {
    var fields = content.fields
    change(&fields)
    content = ValidationErrorContent(fields)
  }

  /// Makes `change` to the fields the message is written from, after keeping the message as
  /// it reads now, as a change to them after the error was reported never rewrote it.
  private mutating func changeSettingMessage(
    _ change: (inout ValidationErrorContent.Fields) -> Void
  ) {
    settleMessage()
    self.change(change)
  }

  /// Keeps the message as it reads now as the stored message, so it is no longer written from
  /// the catalogue.
  private mutating func settleMessage() {
    guard origin?.catalog != nil else { return }
    message = message
  }

  /// The error with `text` as both ``msg`` and ``message``, as a form's message provider
  /// rewrites it.
  mutating func rewrite(as text: String) {
    change {
      $0.msg = text
      $0.text = text
    }
    if origin?.catalog != nil { origin = origin?.withoutCatalog }
  }
}
