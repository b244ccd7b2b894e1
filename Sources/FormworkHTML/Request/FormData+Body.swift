/// Reading a request's body by its `Content-Type`: what a server's handler calls.
extension FormData {
  /// Reads a submitted form's body as its `Content-Type` header says:
  /// `application/x-www-form-urlencoded` (`init(urlEncoded:limits:)`) or
  /// `multipart/form-data` with its boundary (``init(multipart:boundary:limits:)``).
  ///
  /// ```swift
  /// let data = try FormData(
  ///   body: request.body, contentType: request.headers["Content-Type"])
  /// let report = try form.bind(data, options: options)
  /// ```
  ///
  /// Media types and parameter names are read in any case; other parameters (`charset`) are
  /// ignored: a form's text is UTF-8 (the renderer writes `accept-charset="UTF-8"`).
  ///
  /// - Parameters:
  ///   - body: The bytes as received.
  ///   - contentType: The request's `Content-Type` header, or `nil` when it had none.
  ///   - limits: How much to read; ``FormDataLimits/standard`` unless given. A URL-encoded
  ///     body is held to ``FormDataLimits/maximumBodyBytes``, a multipart one to
  ///     ``FormDataLimits/maximumMultipartBodyBytes``.
  /// - Throws: ``FormRequestError/unsupportedContentType(_:)`` for any other type (or none),
  ///   ``FormRequestError/missingBoundary``, ``FormRequestError/repeatedBoundaryParameter`` or
  ///   ``FormRequestError/invalidBoundary(_:)`` for a multipart type without one good
  ///   boundary, and what the initializer of that kind throws.
  /// - Complexity: O(*n*) in the bytes of the body.
  public init(
    body: some Collection<UInt8>, contentType: String?, limits: FormDataLimits = .standard
  ) throws(FormRequestError) {
    guard let contentType, let mediaType = MediaType(contentType) else {
      throw .unsupportedContentType(contentType)
    }
    switch mediaType.type {
    case "application/x-www-form-urlencoded":
      try self.init(urlEncoded: body, limits: limits)
    case "multipart/form-data":
      let boundaries = mediaType.values(of: "boundary")
      guard let boundary = boundaries.first else { throw .missingBoundary }
      guard boundaries.count == 1 else { throw .repeatedBoundaryParameter }
      try self.init(
        multipart: body, boundary: String(decoding: boundary, as: UTF8.self), limits: limits)
    default:
      throw .unsupportedContentType(contentType)
    }
  }
}
