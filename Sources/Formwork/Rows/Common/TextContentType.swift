/// What the text of a field is — a person's name, an e-mail address, a new password — so that a
/// renderer can let the platform offer to fill it in, as UIKit's `UITextContentType` (Eureka's
/// `cell.textField.textContentType`) does on a phone and HTML's `autocomplete` tokens do in a
/// browser.
///
/// Each field row type has its own (``EmailRow``: ``emailAddress``, ``PasswordRow``:
/// ``password``, …, none for ``TextRow``); set ``FieldRow/textContentType`` to change it, for
/// example on a sign-up form's password, which the person makes up now:
///
/// ```swift
/// PasswordRow("password") {
///   $0.title = "Password"
///   $0.textContentType = .newPassword
/// }
/// ```
///
/// A type of your own (``init(rawValue:)``) is carried as it is; a renderer that does not know
/// it writes nothing for it.
public struct TextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name, as UIKit spells it (`emailAddress`, `newPassword`).
  public var rawValue: String

  /// A content type named `rawValue`.
  ///
  /// - Parameter rawValue: The type's name, as UIKit spells it.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = TextContentType(rawValue: "name")
  /// A person's given (first) name.
  public static let givenName = TextContentType(rawValue: "givenName")
  /// A person's middle name.
  public static let middleName = TextContentType(rawValue: "middleName")
  /// A person's family (last) name.
  public static let familyName = TextContentType(rawValue: "familyName")
  /// What comes before a name: "Dr.", "Ms.".
  public static let namePrefix = TextContentType(rawValue: "namePrefix")
  /// What comes after a name: "Jr.".
  public static let nameSuffix = TextContentType(rawValue: "nameSuffix")
  /// A nickname.
  public static let nickname = TextContentType(rawValue: "nickname")
  /// A job title.
  public static let jobTitle = TextContentType(rawValue: "jobTitle")
  /// The name of a company or organization.
  public static let organizationName = TextContentType(rawValue: "organizationName")
  /// An e-mail address.
  public static let emailAddress = TextContentType(rawValue: "emailAddress")
  /// A phone number.
  public static let telephoneNumber = TextContentType(rawValue: "telephoneNumber")
  /// The name of an account, for signing in.
  public static let username = TextContentType(rawValue: "username")
  /// The password a person has already, for signing in.
  public static let password = TextContentType(rawValue: "password")
  /// A password a person makes up now (signing up, changing a password).
  public static let newPassword = TextContentType(rawValue: "newPassword")
  /// A one-time code sent by message or made by an app.
  public static let oneTimeCode = TextContentType(rawValue: "oneTimeCode")
  /// A web address.
  public static let url = TextContentType(rawValue: "URL")
  /// A whole street address, over several lines.
  public static let fullStreetAddress = TextContentType(rawValue: "fullStreetAddress")
  /// The first line of a street address.
  public static let streetAddressLine1 = TextContentType(rawValue: "streetAddressLine1")
  /// The second line of a street address.
  public static let streetAddressLine2 = TextContentType(rawValue: "streetAddressLine2")
  /// A city or town.
  public static let addressCity = TextContentType(rawValue: "addressCity")
  /// A state, province or region.
  public static let addressState = TextContentType(rawValue: "addressState")
  /// A postal code.
  public static let postalCode = TextContentType(rawValue: "postalCode")
  /// The name of a country.
  public static let countryName = TextContentType(rawValue: "countryName")
  /// A payment card's number.
  public static let creditCardNumber = TextContentType(rawValue: "creditCardNumber")
  /// A date of birth.
  public static let birthdate = TextContentType(rawValue: "birthdate")
}
