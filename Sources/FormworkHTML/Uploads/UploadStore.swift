/// Where a server keeps the files of a submission that was not accepted, so that the page it
/// renders again can keep them without the person choosing them again.
///
/// After an invalid submission the server renders the form again (status 422). A browser never
/// fills a file input from a page, so a photo the person chose would be lost; instead the
/// renderer stores each image a row holds as bytes (``store(_:)``) and writes the token it
/// gets in a hidden ``HTMLFieldNames/keptFile`` field beside the file input, with the file's
/// name as text ("photo.png is kept; choose another file to replace it."). When the page comes
/// back without a new file for that row, binding finds the file again (``file(for:)``) and the
/// row holds it as before. Give the same store to ``HTMLRenderer/uploadStore`` and
/// ``BindingOptions/uploadStore``.
///
/// A token is only ever a key into the store: make it unguessable (128 random bits or more),
/// never a path or anything read from the file, and keep files a bounded time.
/// ``InMemoryUploadStore`` does so for one process; a server with several processes keeps
/// files in its database or cache the same way.
public protocol UploadStore: Sendable {
  /// Keeps `file` and returns its token, or `nil` when the store cannot keep it (too large).
  ///
  /// Storing the same file again may return the same token.
  ///
  /// - Parameter file: The file, with the name of the row it belongs to.
  /// - Returns: The token to write in the page.
  func store(_ file: FormFile) -> String?

  /// The file kept under `token`, or `nil` for a token the store does not know (made up,
  /// expired, evicted).
  ///
  /// - Parameter token: A token as the page sent it back.
  /// - Returns: The file ``store(_:)`` was given.
  func file(for token: String) -> FormFile?
}
