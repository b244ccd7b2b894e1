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
}
