extension ValidationFastPath {
  /// How ``Form/validate(includeHidden:includeDisabled:quietly:)`` may validate a row without
  /// calling its `validate(quietly:)` dynamically.
  ///
  /// A dynamic call reads the row's class from the first bytes of the object; the validation
  /// state, value and rules sit a few cache lines further on (`BaseRow.validationStorage`). On a
  /// large form neither line is in the cache, so the call costs a second read from memory a row
  /// (issue #28, `ChangeRatios --only "form.validate()"`). A row of one of Formwork's final row
  /// classes with a value of a common type keeps its kind beside its validation state, set once
  /// as it is made, and the form validates it through code specialised for that type.
  ///
  /// Only classes that override neither `validate(quietly:)` nor `value` anywhere in their
  /// chain qualify (`plainRowClasses`); every other row, a subclass of `Row` written by an app
  /// among them, is validated through its own `validate(quietly:)`. Tests validate a row of
  /// each listed class both ways and compare.
  enum PlainKind: UInt8 {
    /// Validated through its `validate(quietly:)`.
    case none
    /// A `RowOf<String>` validated through `validateStoredValue(quietly:)`.
    case string
    /// A `RowOf<Int>`, likewise.
    case int
    /// A `RowOf<Double>`, likewise.
    case double
    /// A `RowOf<Bool>`, likewise.
    case bool
  }

  /// Formwork's final row classes of a common value type, none of which overrides
  /// `validate(quietly:)` or `value` in its chain (`DateBaseRow`'s rows do, and are left out).
  static let plainRowClasses: [ObjectIdentifier] = [
    ObjectIdentifier(TextRow.self), ObjectIdentifier(EmailRow.self),
    ObjectIdentifier(NameRow.self), ObjectIdentifier(PasswordRow.self),
    ObjectIdentifier(PhoneRow.self), ObjectIdentifier(AccountRow.self),
    ObjectIdentifier(TwitterRow.self), ObjectIdentifier(ZipCodeRow.self),
    ObjectIdentifier(TextAreaRow.self), ObjectIdentifier(LabelRow.self),
    ObjectIdentifier(IntRow.self), ObjectIdentifier(DecimalRow.self),
    ObjectIdentifier(StepperRow.self), ObjectIdentifier(SwitchRow.self),
    ObjectIdentifier(CheckRow.self),
  ]

  /// The kind of `row`, as it is made.
  static func plainKind<T>(of row: RowOf<T>) -> PlainKind {
    let kind: PlainKind =
      if T.self == String.self {
        .string
      } else if T.self == Int.self {
        .int
      } else if T.self == Double.self {
        .double
      } else if T.self == Bool.self {
        .bool
      } else {
        .none
      }
    guard kind != .none, plainRowClasses.contains(ObjectIdentifier(type(of: row))) else {
      return .none
    }
    return kind
  }

  /// Validates `row` as its `validate(quietly:)` would, without a dynamic call when its kind
  /// allows.
  static func validate(_ row: BaseRow, quietly: Bool) -> [ValidationError] {
    switch row.validationStorage.plainKind {
    case .none: row.validate(quietly: quietly)
    case .string: unsafeDowncast(row, to: RowOf<String>.self).validateStoredValue(quietly: quietly)
    case .int: unsafeDowncast(row, to: RowOf<Int>.self).validateStoredValue(quietly: quietly)
    case .double: unsafeDowncast(row, to: RowOf<Double>.self).validateStoredValue(quietly: quietly)
    case .bool: unsafeDowncast(row, to: RowOf<Bool>.self).validateStoredValue(quietly: quietly)
    }
  }
}
