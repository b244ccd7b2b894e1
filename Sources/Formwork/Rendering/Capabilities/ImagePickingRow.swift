import Foundation

/// A row whose value is an image a person picks: an ``ImageRow``, acted on without knowing its
/// type.
///
/// A renderer reads the image from the cell's ``CellControl/image(_:)`` and picks one the way
/// it can: a file chooser gives a ``FormImage``, a text prompt a URL or a path.
public protocol ImagePickingRow: BaseRow {
  /// The image the row holds, or `nil` for none.
  var image: FormImage? { get }

  /// Makes `image` the value, or clears it with `nil`, as a person's choice does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled; the
  ///   value is unchanged then.
  func pickImage(_ image: FormImage?) throws(InteractionError)

  /// Picks the image at `location`: a URL with a scheme (`https://…`, `file:///…`) or a file
  /// path, named after its last path component; empty text (or only spaces) clears the image.
  ///
  /// - Throws: ``InteractionError/notAnImageLocation(row:text:)`` for text with `://` that is
  ///   not a URL, another ``InteractionError`` when the row is not in a form, hidden or
  ///   disabled; the value is unchanged then.
  func pickImage(at location: String) throws(InteractionError)

  /// The media types of the image files the row takes, as a file chooser's `accept` lists
  /// them: `image/png`, `image/jpeg` and `image/gif` unless the row narrows them.
  var acceptedImageTypes: [String] { get }
}

extension ImagePickingRow {
  /// Picks the image at `location`, as ``ImagePickingRow/pickImage(at:)`` describes.
  public func pickImage(at location: String) throws(InteractionError) {
    try checkInteractive()
    let trimmed = location.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      try pickImage(nil)
      return
    }
    guard let image = FormImage(location: trimmed) else {
      throw .notAnImageLocation(row: reference, text: location)
    }
    try pickImage(image)
  }

  /// The image types every ``ImagePickingRow`` takes unless it narrows them: PNG, JPEG and GIF,
  /// the formats whose size a bytes-only reader can tell from their first bytes.
  public static var standardImageTypes: [String] { ["image/png", "image/jpeg", "image/gif"] }

  /// `image/png`, `image/jpeg` and `image/gif` (``standardImageTypes``).
  public var acceptedImageTypes: [String] { Self.standardImageTypes }

  /// Refuses a file a person picked that is not an image the row takes (not one of
  /// ``acceptedImageTypes``, or bytes no reader could size): the row keeps its image and
  /// reports the file as typed text that does not parse is reported, with
  /// ``InputKind/image(formats:)`` (`Photo must be an image in one of these formats: PNG,
  /// JPEG, GIF`), until an image is picked or set.
  ///
  /// - Parameter fileName: The name of the file as the person's device gave it, kept as text
  ///   in ``BaseRow/inputError``.
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled; nothing
  ///   changes then.
  public func refuseImageFile(named fileName: String) throws(InteractionError) {
    try checkInteractive()
    inputError = InputError(row: reference, text: fileName, expected: "image")
    validateAfterChange()
    updateCellIfLoaded()
  }

  /// The formats of ``acceptedImageTypes`` as a message names them: `PNG, JPEG, GIF`.
  var acceptedImageFormats: String {
    acceptedImageTypes.map { type in
      let subtype = type.split(separator: "/").last.map(String.init) ?? type
      return subtype.uppercased()
    }.joined(separator: ", ")
  }
}
