import Formwork
import FormworkHTML
import Foundation
import Testing

@Suite("Reading an image's format and pixel size from its first bytes")
struct ImageHeaderTests {
  @Test(
    "PNG, GIF, baseline and progressive JPEG give their format and size",
    arguments: [
      (TinyImages.png3x2, ImageFormat.png, 3, 2), (TinyImages.gif5x4, .gif, 5, 4),
      (TinyImages.jpeg7x5, .jpeg, 7, 5), (TinyImages.progressiveJPEG9x3, .jpeg, 9, 3),
    ])
  func sizes(data: Data, format: ImageFormat, width: Int, height: Int) {
    let header = ImageHeader(data: data)
    #expect(header?.format == format)
    #expect(header?.pixelSize == PixelSize(width: width, height: height))
    #expect(ImageFormat(sniffing: data) == format)
  }

  @Test(
    "Every cut of a header keeps the format and has no size",
    arguments: TinyImages.all.keys.sorted())
  func truncated(name: String) throws {
    let data = try #require(TinyImages.all[name])
    let header = try #require(ImageHeader(data: data))
    // The size is in the first bytes up to the end of the frame header at the latest.
    let needed = (1...data.count).first { ImageHeader(data: data.prefix($0))?.pixelSize != nil }
    let enough = try #require(needed)
    for length in 0..<enough {
      let cut = ImageHeader(data: data.prefix(length))
      #expect(cut == nil || cut?.pixelSize == nil, "\(name) cut to \(length) bytes")
      if length >= 8 { #expect(cut?.format == header.format) }
    }
  }

  @Test(
    "Malformed headers have no size",
    arguments: [
      // A PNG whose first chunk is not IHDR, and one of width 0.
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IDAT".utf8)
        + Data(count: 8),
      Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]) + Data("IHDR".utf8)
        + Data([0, 0, 0, 0, 0, 0, 0, 1]),
      // A JPEG whose segment claims more bytes than there are, one that starts its scan before
      // any frame, one with a byte that is not a marker, and one with a frame of height 0.
      Data([0xFF, 0xD8, 0xFF, 0xE1, 0xFF, 0xFF, 0, 0]),
      Data([0xFF, 0xD8, 0xFF, 0xDA, 0, 2]),
      Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 2, 0x12, 0x34]),
      Data([0xFF, 0xD8, 0xFF, 0xC0, 0, 11, 8, 0, 0, 0, 7, 1, 1, 0x11, 0]),
      // A GIF of width 0.
      Data("GIF89a".utf8) + Data([0, 0, 4, 0]),
    ])
  func malformed(data: Data) throws {
    let header = try #require(ImageHeader(data: data))
    #expect(header.pixelSize == nil)
  }

  @Test(
    "Bytes that start with no image signature are no image",
    arguments: [
      Data(), Data("GIF87".utf8), Data("GIF88a....".utf8), Data("%PDF-1.7".utf8),
      Data([0xFF, 0xD8]),
    ])
  func notImages(data: Data) {
    #expect(ImageHeader(data: data) == nil)
    #expect(ImageFormat(sniffing: data) == nil)
  }

  @Test("Fill bytes and markers without a segment before the frame are walked over")
  func jpegFillBytes() {
    let data = Data([
      0xFF, 0xD8, 0xFF, 0xFF, 0xFF, 0xD0, 0xFF, 0x01, 0xFF, 0xC1, 0, 11, 8, 0, 2, 0, 3, 1, 1, 0x11,
      0,
    ])
    #expect(ImageHeader(data: data)?.pixelSize == PixelSize(width: 3, height: 2))
  }

  @Test("The test images are what their Python program makes")
  func provenance() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", TinyImages.program]
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let json = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let made = try JSONDecoder().decode([String: String].self, from: json)
    #expect(made.mapValues { Data(base64Encoded: $0) } == TinyImages.all.mapValues { $0 })
  }
}
