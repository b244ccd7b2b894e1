/// How much of a submitted request ``FormData`` reads: the size of the body, the number of
/// fields, and the length of each name and value.
///
/// A body over ``maximumBodyBytes`` or with more than ``maximumFields`` fields is refused as a
/// whole (``FormRequestError``), so that a server can answer `413 Content Too Large` before
/// binding anything; a name or value over its limit drops that field only, and the report says
/// so (``BindingIssue/nameTooLong(field:bytes:limit:)``,
/// ``BindingIssue/valueTooLong(name:bytes:limit:)``).
///
/// The ``standard`` limits suit a form a person fills in:
///
/// | limit | standard | why |
/// | --- | --- | --- |
/// | ``maximumBodyBytes`` | 1 MiB (1,048,576 bytes) | far above any form typed by hand, small enough to hold in memory |
/// | ``maximumFields`` | 1,000 | Django's `DATA_UPLOAD_MAX_NUMBER_FIELDS` |
/// | ``maximumNameBytes`` | 1,024 | a tag is a short identifier |
/// | ``maximumValueBytes`` | 65,536 | a long text area, several pages of prose |
///
/// Lengths count the bytes of the UTF-8 text after decoding (`%C3%A9` is 2 bytes, `é`); the body
/// limit counts the bytes as received.
public struct FormDataLimits: Equatable, Sendable {
  /// The most bytes a body (or query string) may have.
  public var maximumBodyBytes: Int
  /// The most fields a body may have; empty pieces between two `&` do not count.
  public var maximumFields: Int
  /// The most bytes a field's name may have, decoded.
  public var maximumNameBytes: Int
  /// The most bytes a field's value may have, decoded.
  public var maximumValueBytes: Int

  /// Creates limits; each one defaults to the ``standard`` one.
  public init(
    maximumBodyBytes: Int = 1_048_576, maximumFields: Int = 1_000,
    maximumNameBytes: Int = 1_024, maximumValueBytes: Int = 65_536
  ) {
    self.maximumBodyBytes = maximumBodyBytes
    self.maximumFields = maximumFields
    self.maximumNameBytes = maximumNameBytes
    self.maximumValueBytes = maximumValueBytes
  }

  /// The limits described above: 1 MiB, 1,000 fields, names of 1 KiB, values of 64 KiB.
  public static let standard = FormDataLimits()
}
