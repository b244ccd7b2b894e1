import Formwork

/// The HTML `autocomplete` token of a field's ``Formwork/TextContentType``, so that a browser or
/// password manager can offer to fill it in.
enum AutocompleteToken {
  /// The tokens of the content types Formwork names; a type of the app's own has none.
  private static let tokens: [TextContentType: String] = [
    .name: "name", .givenName: "given-name", .middleName: "additional-name",
    .familyName: "family-name", .namePrefix: "honorific-prefix",
    .nameSuffix: "honorific-suffix", .nickname: "nickname", .jobTitle: "organization-title",
    .organizationName: "organization", .emailAddress: "email", .telephoneNumber: "tel",
    .username: "username", .password: "current-password", .newPassword: "new-password",
    .oneTimeCode: "one-time-code", .url: "url", .fullStreetAddress: "street-address",
    .streetAddressLine1: "address-line1", .streetAddressLine2: "address-line2",
    .addressCity: "address-level2", .addressState: "address-level1",
    .postalCode: "postal-code", .countryName: "country-name", .creditCardNumber: "cc-number",
    .birthdate: "bday",
  ]

  /// The token of `type`, or `nil` for none or a type HTML has no token for.
  static func of(_ type: TextContentType?) -> String? {
    type.flatMap { tokens[$0] }
  }
}
