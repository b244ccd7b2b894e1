/// The image formats whose kind and size a page's binder reads from their first bytes: PNG,
/// JPEG and GIF.
///
/// The format is told by the bytes' signature ("magic bytes"), never by a file's name or by the
/// type its sender declared:
///
/// | format | signature |
/// | --- | --- |
/// | ``png`` | `89 50 4E 47 0D 0A 1A 0A` |
/// | ``jpeg`` | `FF D8 FF` |
/// | ``gif`` | `GIF87a` or `GIF89a` |
public enum ImageFormat: String, CaseIterable, Equatable, Hashable, Sendable {
  /// Portable Network Graphics.
  case png
  /// JPEG (JFIF, Exif).
  case jpeg
  /// Graphics Interchange Format.
  case gif

  /// The format's media type: `image/png`, `image/jpeg` or `image/gif`.
  public var mediaType: String {
    switch self {
    case .png: "image/png"
    case .jpeg: "image/jpeg"
    case .gif: "image/gif"
    }
  }

  /// The format whose signature `bytes` start with, or `nil` when they start with none of them.
  ///
  /// - Parameter bytes: A file's bytes, or at least its first eight.
  /// - Complexity: O(1): at most the first eight bytes are read.
  public init?(sniffing bytes: some Collection<UInt8>) {
    let start = Array(bytes.prefix(8))
    if start == Self.pngSignature {
      self = .png
    } else if start.count >= 3, start[0] == 0xFF, start[1] == 0xD8, start[2] == 0xFF {
      self = .jpeg
    } else if start.count >= 6, start.starts(with: Array("GIF8".utf8)),
      start[4] == UInt8(ascii: "7") || start[4] == UInt8(ascii: "9"), start[5] == UInt8(ascii: "a")
    {
      self = .gif
    } else {
      return nil
    }
  }

  /// The format of `mediaType` (compared in lower case, parameters ignored), or `nil` for
  /// another type.
  init?(mediaType: String) {
    let type = mediaType.split(separator: ";").first.map {
      $0.trimmingCharacters(in: .whitespaces).lowercased()
    }
    guard let format = Self.allCases.first(where: { $0.mediaType == type }) else { return nil }
    self = format
  }

  /// The eight bytes every PNG file starts with.
  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
}
