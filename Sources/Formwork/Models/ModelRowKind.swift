/// A kind of row a model's property can be shown with, chosen in a ``FormModelField``.
///
/// Each kind takes the types listed beside it; any other type is
/// ``ModelFormError/rowKindMismatch(property:kind:type:)``. Unless a field chooses one, the
/// kind follows the type: `String` → ``text``, `Int` → ``int``, `Double`, `Float` and `Decimal`
/// → ``decimal``, `Bool` → ``switch``, `Date` → ``date``, `URL` → ``url``, ``FormImage`` →
/// ``image``, a `CaseIterable` enum → ``push``.
public enum ModelRowKind: String, CaseIterable, Sendable {
  /// A ``TextRow`` (`String`).
  case text
  /// A ``NameRow`` (`String`).
  case name
  /// An ``EmailRow`` (`String`).
  case email
  /// A ``PasswordRow`` (`String`).
  case password
  /// A ``PhoneRow`` (`String`).
  case phone
  /// A ``TwitterRow`` (`String`).
  case twitter
  /// An ``AccountRow`` (`String`).
  case account
  /// A ``ZipCodeRow`` (`String`).
  case zipCode
  /// A ``TextAreaRow`` (`String`).
  case textArea
  /// An ``IntRow`` (`Int`).
  case int
  /// A ``DecimalRow`` (`Double`, `Float`, `Decimal`).
  case decimal
  /// A ``SwitchRow`` (`Bool`).
  case `switch`
  /// A ``CheckRow`` (`Bool`).
  case check
  /// A ``DateRow`` (`Date`).
  case date
  /// A ``TimeRow`` (`Date`).
  case time
  /// A ``DateTimeRow`` (`Date`).
  case dateTime
  /// A ``URLRow`` (`URL`).
  case url
  /// An ``ImageRow`` (``FormImage``).
  case image
  /// A ``PushRow`` of the enum's cases (`CaseIterable` enums).
  case push
  /// A ``SegmentedRow`` of the enum's cases.
  case segmented
  /// A ``PickerRow`` of the enum's cases.
  case picker
  /// An ``ActionSheetRow`` of the enum's cases.
  case actionSheet
}
