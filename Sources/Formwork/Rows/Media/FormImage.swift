import Foundation

/// An image as a form holds it: where it is (a URL) or its bytes, with a name and, when known,
/// its size in pixels; the value of an ``ImageRow`` (TLFormView's `TLFormFieldImage`, XLForm's
/// image row).
///
/// Formwork is headless and never decodes an image: the size is what the caller says it is.
///
/// In JSON (``Form/jsonData(includeHidden:)``, ``Form/setValues(fromJSON:)``, ``FormValue``) an
/// image is an object with its name, either `url` or `data` (the bytes in Base64), and the
/// pixel size when known:
///
/// ```json
/// {"height": 120, "name": "avatar.png", "url": "https://example.com/avatar.png", "width": 120}
/// ```
///
/// An ``ImageRow`` also takes a URL, or a string that is a URL or a file path, and makes an image
/// named after its last path component.
public struct FormImage: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// Where an image's pixels come from.
  public enum Source: Equatable, Hashable, Sendable {
    /// A file or web address.
    case url(URL)
    /// The image's encoded bytes (PNG, JPEG, …).
    case data(Data)
  }

  /// Where the pixels come from.
  public var source: Source
  /// The name a renderer shows for the image, such as its file name.
  public var name: String
  /// The size in pixels, when known.
  public var pixelSize: PixelSize?

  /// Creates an image at `url`, named after the URL's last path component unless `name` is given.
  ///
  /// - Parameters:
  ///   - url: The image's address.
  ///   - name: The name to show; `nil` takes the URL's last path component.
  ///   - pixelSize: The size in pixels, when known.
  public init(url: URL, name: String? = nil, pixelSize: PixelSize? = nil) {
    self.source = .url(url)
    self.name = name ?? FormImage.defaultName(of: url)
    self.pixelSize = pixelSize
  }

  /// Creates an image from its bytes.
  ///
  /// - Parameters:
  ///   - data: The image's encoded bytes.
  ///   - name: The name to show.
  ///   - pixelSize: The size in pixels, when known.
  public init(data: Data, name: String, pixelSize: PixelSize? = nil) {
    self.source = .data(data)
    self.name = name
    self.pixelSize = pixelSize
  }

  /// The image's URL, or `nil` when it is given by its bytes.
  public var url: URL? {
    if case .url(let url) = source { return url }
    return nil
  }

  /// The image's bytes, or `nil` when it is given by a URL.
  public var data: Data? {
    if case .data(let data) = source { return data }
    return nil
  }

  /// The name, then the size when known: `avatar.png (120 × 120)`.
  public var description: String {
    pixelSize.map { "\(name) (\($0))" } ?? name
  }

  /// The name of an image at `url`: its last path component, or the whole address when it has
  /// no path.
  static func defaultName(of url: URL) -> String {
    let last = url.lastPathComponent
    return last.isEmpty || last == "/" ? url.absoluteString : last
  }
}

/// The size of an image in pixels.
public struct PixelSize: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int

  /// Creates a size.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// `120 × 120`.
  public var description: String { "\(width) × \(height)" }
}
