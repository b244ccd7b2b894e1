// The compact storage of a ``ValidationError``, kept in one place so that `ValidationError`
// reads plainly.
//
// Justified by `Benchmarks`' `ChangeRatios --only "form.validate()"` (issue #28): a validation
// error used to be a struct of a dozen fields (two texts, a key, a dictionary of arguments,
// the rule, the row, its title…), so returning one from a rule, storing it in a row and
// comparing it with the row's last errors cost a retain and release of each field, and every
// error's sentence for people was written from the form's catalogue as the row reported it,
// whether anyone read it or not. Now an error is two references:
// - ``ValidationErrorContent``: what the rule says (its texts, key, arguments and identifier),
//   made once when the rule is made and shared by every error the rule returns;
// - ``ValidationErrorOrigin``: where the error comes from (the row, its title, the catalogue of
//   the row's form), made once per row and shared by its errors from one validation to the
//   next while none of them changes.
//
// The sentence of a built-in error (one with a key) is written from the origin's catalogue
// when ``ValidationError/message`` is read, so an error nobody reads costs nothing to write.
// Both objects are immutable: changing a field of an error makes a new one, so errors stay
// values and `Sendable`.

/// What a rule says about a value: the fields of a ``ValidationError`` that a rule fills in.
final class ValidationErrorContent: Sendable {
  /// The fields, as one value that a change copies.
  struct Fields {
    /// ``ValidationError/msg``.
    var msg: String
    /// ``ValidationError/message`` unless the origin writes it from a catalogue.
    var text: String
    /// ``ValidationError/key``.
    var key: MessageKey?
    /// ``ValidationError/arguments``.
    var arguments: [String: MessageArgument] = [:]
    /// See `ValidationError.reportsMissingValue`.
    var reportsMissingValue = false
    /// ``ValidationError/ruleID``.
    var ruleID: String?
    /// ``ValidationError/inputError``.
    var inputError: InputError?
    /// ``ValidationError/inputKind``.
    var inputKind: InputKind?
  }

  /// The fields.
  let fields: Fields

  /// Content with these fields.
  init(_ fields: Fields) { self.fields = fields }
}

/// Where a ``ValidationError`` comes from, and the catalogue its sentence for people is written
/// from.
final class ValidationErrorOrigin: Sendable {
  /// ``ValidationError/row``.
  let row: String?
  /// ``ValidationError/rowTitle``.
  let rowTitle: String?
  /// ``ValidationError/subject``.
  let subject: ValidationError.Subject?
  /// The catalogue the sentence of an error with a key is written from when it is read; `nil`
  /// when the error's ``ValidationError/message`` is the one stored with its content.
  let catalog: MessageCatalogReference?

  /// An origin of these fields.
  init(
    row: String?, rowTitle: String?, subject: ValidationError.Subject?,
    catalog: MessageCatalogReference?
  ) {
    self.row = row
    self.rowTitle = rowTitle
    self.subject = subject
    self.catalog = catalog
  }

  /// The same origin without a catalogue, so the error's stored message is the one read.
  var withoutCatalog: ValidationErrorOrigin {
    ValidationErrorOrigin(row: row, rowTitle: rowTitle, subject: subject, catalog: nil)
  }

  /// The origin with `change` made to a copy of its fields.
  func changing(
    row: String?? = nil, rowTitle: String?? = nil, subject: ValidationError.Subject?? = nil
  ) -> ValidationErrorOrigin {
    ValidationErrorOrigin(
      row: row ?? self.row, rowTitle: rowTitle ?? self.rowTitle, subject: subject ?? self.subject,
      catalog: catalog)
  }

  /// Whether this origin names `row` titled `title` with `catalog`, so a row may report its
  /// errors with it again.
  func names(row: String, title: String?, catalog: MessageCatalogReference) -> Bool {
    self.catalog === catalog && subject == .row && self.row == row && rowTitle == title
  }
}

/// A ``MessageCatalog`` kept as one immutable object, so an error holds it with one reference.
final class MessageCatalogReference: Sendable {
  /// The catalogue.
  let catalog: MessageCatalog

  /// A reference to `catalog`.
  init(_ catalog: MessageCatalog) { self.catalog = catalog }

  /// Formwork's English catalogue, for errors of a row outside a form.
  static let english = MessageCatalogReference(.english)
}

extension MessageCatalog {
  /// The sentence of a built-in error: `key`'s template with `arguments`, and the placeholder
  /// `subject` (`field` or `section`) filled in with `name`, or the catalogue's untitled name
  /// when it is `nil` or empty.
  func sentence(
    _ key: MessageKey, _ arguments: [String: MessageArgument], subject: String, name: String?
  ) -> String {
    var arguments = arguments
    let untitled: MessageKey = subject == "section" ? .untitledSection : .untitledField
    arguments[subject] = .text(name.flatMap { $0.isEmpty ? nil : $0 } ?? string(untitled))
    return string(key, arguments)
  }
}
