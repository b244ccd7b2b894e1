import Foundation

/// The cell of an ``ImageRow``: an image well that shows the image's name and size.
///
/// Its control is ``CellControl/image(_:)``; its value text is the image's description
/// (`avatar.png (120 × 120)`), and its placeholder is the row's ``ImageRow/placeholder``, or
/// `No image`.
public final class ImageCell: Cell<FormImage>, CellType {
  /// Creates an empty cell.
  public required init() {}

  /// Shows the image.
  public override func update() {
    super.update()
    guard let row = row as? ImageRow else { return }
    control = .image(row.value)
    placeholder = row.placeholder ?? (row.form?.messages ?? .english).string(.noImage)
  }
}

/// A row whose value is an image (TLFormView's `TLFormFieldImage`, XLForm's image row): a
/// ``FormImage`` given by a URL or its bytes, with a name and a pixel size.
///
/// ```swift
/// ImageRow("avatar") {
///   $0.title = "Avatar"
///   $0.value = FormImage(
///     url: URL(string: "https://example.com/avatar.png")!,
///     pixelSize: PixelSize(width: 120, height: 120))
/// }
/// ```
///
/// Renderers act on it through ``ImagePickingRow``. Imports take a ``FormImage``, its JSON
/// object (see ``FormImage``), a `URL`, or a string that is a URL or a file path.
public final class ImageRow: Row<ImageCell>, RowType, ImagePickingRow {
  /// The text shown while the row has no image; `No image` unless set.
  public var placeholder: String? {
    didSet { if placeholder != oldValue { updateCellIfLoaded() } }
  }

  /// The media types of the image files the row takes.
  ///
  /// They are `image/png`, `image/jpeg` and `image/gif` unless set. Narrow it (`["image/png"]`) to take fewer: a web page's file
  /// chooser lists them in `accept`, and a file of another type is refused
  /// (``ImagePickingRow/refuseImageFile(named:)``).
  public var acceptedImageTypes: [String] = ImageRow.standardImageTypes {
    didSet { if acceptedImageTypes != oldValue { updateCellIfLoaded() } }
  }

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The image the row holds.
  public var image: FormImage? { value }

  /// Makes `image` the value, as a person's choice does.
  ///
  /// - Throws: ``InteractionError`` when the row is not in a form, hidden or disabled.
  public func pickImage(_ image: FormImage?) throws(InteractionError) {
    try checkInteractive()
    value = image
  }

  /// Whether `value` is an image: a ``FormImage``, its JSON object, a `URL`, or a string that
  /// is a URL or a file path.
  public override func accepts(_ value: Any) -> Bool {
    FormImage.converting(value) != nil
  }

  /// Sets the value from an image, its JSON object, a `URL` or a location string.
  ///
  /// - Throws: ``FormError/typeMismatch(tag:expected:given:)`` for anything else (such as an
  ///   object with neither `url` nor `data`); the value is unchanged.
  public override func setBaseValue(_ newValue: Any?) throws(FormError) {
    if let given = AnyValue.unwrap(newValue), let image = FormImage.converting(given) {
      value = image
      return
    }
    try super.setBaseValue(newValue)
  }
}

extension FormImage {
  /// The image an untyped value stands for: an image, a URL, a location string, or an image's
  /// JSON object; `nil` for anything else.
  static func converting(_ value: Any) -> FormImage? {
    switch value {
    case let image as FormImage: return image
    case let url as URL: return FormImage(url: url)
    case let text as String: return FormImage(location: text)
    default: break
    }
    guard let object = value as? [String: Any?] ?? (value as? [String: Any])?.mapValues({ $0 }),
      let json = try? FormValue.from(object, tag: "image"),
      let data = try? FormValue.encoder.encode(json)
    else { return nil }
    return try? JSONDecoder().decode(FormImage.self, from: data)
  }
}
