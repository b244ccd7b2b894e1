/// How much of a submitted request ``FormData`` reads: the size of the body, the number of
/// fields, and the length of each name and value; for a `multipart/form-data` body also the
/// number, size and types of its files and the size of each part's headers.
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
/// | ``maximumMultipartBodyBytes`` | 10 MiB (10,485,760 bytes) | a few photos from a phone |
/// | ``maximumFileBytes`` | 5 MiB (5,242,880 bytes) | one photo from a phone |
/// | ``maximumFiles`` | 10 | a form has a few file inputs |
/// | ``maximumPartHeaderBytes`` | 8 KiB (8,192 bytes) | a browser sends two short headers per part |
/// | ``allowedFileTypes`` | `image/png`, `image/jpeg`, `image/gif` | what an ``Formwork/ImageRow`` takes |
///
/// Lengths count the bytes of the UTF-8 text after decoding (`%C3%A9` is 2 bytes, `é`); the body
/// limits count the bytes as received. A URL-encoded body is held to ``maximumBodyBytes``, a
/// multipart one to ``maximumMultipartBodyBytes`` (``maximumBodyBytes(forContentType:)``).
///
/// A file part whose bytes, its declared type or both are not allowed refuses the whole body
/// (``FormRequestError/fileTypeNotAllowed(name:contentType:)``); which wins is said at
/// ``allowedFileTypes``.
public struct FormDataLimits: Equatable, Sendable {
  /// The most bytes a body (or query string) may have.
  public var maximumBodyBytes: Int
  /// The most fields a body may have; empty pieces between two `&` do not count.
  public var maximumFields: Int
  /// The most bytes a field's name may have, decoded.
  public var maximumNameBytes: Int
  /// The most bytes a field's value may have, decoded.
  public var maximumValueBytes: Int
  /// The most bytes a `multipart/form-data` body may have, files included.
  public var maximumMultipartBodyBytes: Int
  /// The most bytes one file of a `multipart/form-data` body may have.
  public var maximumFileBytes: Int
  /// The most files a `multipart/form-data` body may have (a file input left empty does not
  /// count as a file; it counts as a field).
  public var maximumFiles: Int
  /// The most bytes the headers of one part of a `multipart/form-data` body may have, the
  /// empty line after them included.
  public var maximumPartHeaderBytes: Int
  /// The media types a file may have (in lower case), or `nil` to read files of any type.
  ///
  /// **The bytes win over the declared type.** A file whose bytes start with the signature of
  /// an ``ImageFormat`` is that format, whatever type its sender declared: it is read when the
  /// format's ``ImageFormat/mediaType`` is allowed (a PNG declared `application/octet-stream`
  /// is read; a PNG declared `image/gif` is read as the PNG it is when PNG is allowed). A file
  /// whose bytes are none of them is read when its declared type is allowed and is not one of
  /// those image types (a file declared `image/png` that is not a PNG is refused). An input
  /// left empty is never refused.
  public var allowedFileTypes: Set<String>?

  /// Creates limits; each one defaults to the ``standard`` one.
  public init(
    maximumBodyBytes: Int = 1_048_576, maximumFields: Int = 1_000,
    maximumNameBytes: Int = 1_024, maximumValueBytes: Int = 65_536,
    maximumMultipartBodyBytes: Int = 10_485_760, maximumFileBytes: Int = 5_242_880,
    maximumFiles: Int = 10, maximumPartHeaderBytes: Int = 8_192,
    allowedFileTypes: Set<String>? = ["image/png", "image/jpeg", "image/gif"]
  ) {
    self.maximumBodyBytes = maximumBodyBytes
    self.maximumFields = maximumFields
    self.maximumNameBytes = maximumNameBytes
    self.maximumValueBytes = maximumValueBytes
    self.maximumMultipartBodyBytes = maximumMultipartBodyBytes
    self.maximumFileBytes = maximumFileBytes
    self.maximumFiles = maximumFiles
    self.maximumPartHeaderBytes = maximumPartHeaderBytes
    self.allowedFileTypes = allowedFileTypes
  }

  /// The limits described above: 1 MiB, 1,000 fields, names of 1 KiB, values of 64 KiB;
  /// multipart bodies of 10 MiB with up to 10 files of 5 MiB, PNG, JPEG or GIF.
  public static let standard = FormDataLimits()

  /// The most bytes a body of `contentType` may have, for a server to check before it reads
  /// the whole body: ``maximumMultipartBodyBytes`` for `multipart/form-data`,
  /// ``maximumBodyBytes`` for anything else.
  ///
  /// - Parameter contentType: The request's `Content-Type` header, or `nil`.
  /// - Returns: The limit `FormData(body:contentType:limits:)` holds such a body to.
  public func maximumBodyBytes(forContentType contentType: String?) -> Int {
    if let contentType, MediaType(contentType)?.type == "multipart/form-data" {
      return maximumMultipartBodyBytes
    }
    return maximumBodyBytes
  }
}
