import Foundation

/// Reading `multipart/form-data` (RFC 7578 over RFC 2046's multipart syntax), as a browser
/// posts a form with a file input.
extension FormData {
  /// Reads a `multipart/form-data` body whose parts are separated by `boundary` (the
  /// `boundary` parameter of the request's `Content-Type`).
  ///
  /// The body is read as RFC 2046 writes it: a preamble (ignored), `--boundary` and a line
  /// break, each part's headers, an empty line and its content, each next part after a line
  /// break and `--boundary`, then `--boundary--` and an epilogue (ignored). Spaces and tabs
  /// after a boundary are skipped, and a line ends with CR LF or, leniently, with LF alone.
  ///
  /// Each part has a `Content-Disposition: form-data; name="…"` header; one with a `filename`
  /// parameter is a file (``files``), any other a field (``fields``), its content read as
  /// UTF-8 text. Names and file names are quoted strings or tokens; `%22`, `%0D` and `%0A` are
  /// read as `"`, CR and LF, as browsers write them (HTML's multipart/form-data encoding
  /// algorithm), and a backslash is kept as sent except in `\"` before the value's end, an
  /// escaped quote as other clients write one. `filename*` is ignored (RFC 7578
  /// §4.2 says senders must not use it). A file input left empty (an empty file name and no
  /// bytes) is no file. A field that cannot be read (not UTF-8, a name or value over its limit)
  /// is left out and described in ``problems``, as for URL-encoded bodies.
  ///
  /// ```swift
  /// let data = try FormData(multipart: body, boundary: "----formwork")
  /// data["name"]             // "Ada"
  /// data.files[0].fileName   // "cat.png"
  /// ```
  ///
  /// - Parameters:
  ///   - body: The bytes as received.
  ///   - boundary: The boundary, without the leading `--`.
  ///   - limits: How much to read; ``FormDataLimits/standard`` unless given.
  /// - Throws: A ``FormRequestError`` naming what and where, and nothing is read:
  ///   ``FormRequestError/bodyTooLarge(bytes:limit:)`` (over
  ///   ``FormDataLimits/maximumMultipartBodyBytes``),
  ///   ``FormRequestError/invalidBoundary(_:)``, ``FormRequestError/truncatedBody(part:)``,
  ///   ``FormRequestError/partHeaderTooLarge(part:limit:)``,
  ///   ``FormRequestError/invalidPartHeader(part:header:)``,
  ///   ``FormRequestError/missingContentDisposition(part:)``,
  ///   ``FormRequestError/partWithoutName(part:)``, ``FormRequestError/nestedMultipart(part:)``,
  ///   ``FormRequestError/tooManyFields(limit:)``, ``FormRequestError/tooManyFiles(limit:)``,
  ///   ``FormRequestError/fileTooLarge(name:bytes:limit:)``,
  ///   ``FormRequestError/fileTypeNotAllowed(name:contentType:)``.
  /// - Complexity: O(*n*) in the bytes of the body (each line break is compared with the
  ///   boundary, at most 74 bytes); no recursion.
  public init(
    multipart body: some Collection<UInt8>, boundary: String,
    limits: FormDataLimits = .standard
  ) throws(FormRequestError) {
    let count = body.count
    guard count <= limits.maximumMultipartBodyBytes else {
      throw .bodyTooLarge(bytes: count, limit: limits.maximumMultipartBodyBytes)
    }
    guard MultipartReader.isValidBoundary(boundary) else { throw .invalidBoundary(boundary) }
    var reader = MultipartReader(bytes: Array(body), boundary: boundary, limits: limits)
    try reader.read()
    self.init(reader.fields, files: reader.files)
    problems = reader.problems
    unreadableNames = reader.unreadableNames
  }
}
