import Formwork
import Foundation

/// What an image file's first bytes say: its format and its size in pixels, read without
/// decoding the image.
///
/// - PNG: the width and height of the `IHDR` chunk, which must come first.
/// - GIF: the logical screen's width and height.
/// - JPEG: the height and width of the first start-of-frame segment (`SOF0` to `SOF15`, not
///   `DHT`, `JPG` or `DAC`), found by walking the segments from the start: each one's length is
///   checked against the bytes there are, and the walk stops at the start of the scan.
///
/// ```swift
/// let header = ImageHeader(data: upload.data)
/// header?.format     // .png
/// header?.pixelSize  // 640 × 480
/// ```
///
/// A file whose signature is known but whose header is cut short or malformed (a width of 0, a
/// segment longer than the file) has a format and no ``pixelSize``.
public struct ImageHeader: Equatable, Sendable {
  /// The format told by the file's signature.
  public var format: ImageFormat
  /// The size in pixels, or `nil` when the header is cut short or malformed.
  public var pixelSize: PixelSize?

  /// Reads the header at the start of `data`.
  ///
  /// It is `nil` when `data` starts with none of the signatures of ``ImageFormat``.
  ///
  /// - Parameter data: An image file's bytes.
  /// - Complexity: O(1) for PNG and GIF; O(*s*) in the segments before a JPEG's frame header.
  public init?(data: Data) {
    guard let format = ImageFormat(sniffing: data) else { return nil }
    self.format = format
    pixelSize = data.withUnsafeBytes { bytes in
      switch format {
      case .png: Self.pngSize(bytes)
      case .gif: Self.gifSize(bytes)
      case .jpeg: Self.jpegSize(bytes)
      }
    }
  }

  /// A PNG's size: the `IHDR` chunk right after the signature, width and height big-endian.
  private static func pngSize(_ bytes: UnsafeRawBufferPointer) -> PixelSize? {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    let width = bigEndian32(bytes, at: 16)
    let height = bigEndian32(bytes, at: 20)
    // The PNG specification allows 1 to 2^31 - 1.
    guard (1...0x7FFF_FFFF).contains(width), (1...0x7FFF_FFFF).contains(height) else {
      return nil
    }
    return PixelSize(width: width, height: height)
  }

  /// A GIF's logical screen size, little-endian after the six bytes of the signature.
  private static func gifSize(_ bytes: UnsafeRawBufferPointer) -> PixelSize? {
    guard bytes.count >= 10 else { return nil }
    let width = Int(bytes[6]) | Int(bytes[7]) << 8
    let height = Int(bytes[8]) | Int(bytes[9]) << 8
    guard width > 0, height > 0 else { return nil }
    return PixelSize(width: width, height: height)
  }

  /// A JPEG's size from its first frame header, walking the segments after `FF D8`.
  private static func jpegSize(_ bytes: UnsafeRawBufferPointer) -> PixelSize? {
    var position = 2
    while position < bytes.count {
      guard bytes[position] == 0xFF else { return nil }
      // Fill bytes: any number of FF before a marker.
      while position < bytes.count, bytes[position] == 0xFF { position += 1 }
      guard position < bytes.count else { return nil }
      let marker = bytes[position]
      position += 1
      switch marker {
      case 0x01, 0xD0...0xD7:
        continue  // markers without a segment
      case 0xD9, 0xDA:
        return nil  // the end of the image or the start of the scan, before any frame
      default:
        break
      }
      guard position + 2 <= bytes.count else { return nil }
      let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
      guard length >= 2, position + length <= bytes.count else { return nil }
      if isStartOfFrame(marker) {
        // Length (2), precision (1), height (2), width (2).
        guard length >= 7 else { return nil }
        let height = Int(bytes[position + 3]) << 8 | Int(bytes[position + 4])
        let width = Int(bytes[position + 5]) << 8 | Int(bytes[position + 6])
        guard width > 0, height > 0 else { return nil }
        return PixelSize(width: width, height: height)
      }
      position += length
    }
    return nil
  }

  /// Whether `marker` starts a frame: `C0` to `CF` but `C4` (DHT), `C8` (JPG) and `CC` (DAC).
  private static func isStartOfFrame(_ marker: UInt8) -> Bool {
    (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
  }

  /// The unsigned big-endian 32-bit number at `offset`.
  private static func bigEndian32(_ bytes: UnsafeRawBufferPointer, at offset: Int) -> Int {
    (offset..<offset + 4).reduce(0) { $0 << 8 | Int(bytes[$1]) }
  }
}
