import Foundation

/// An image as a JSON object: `name`, exactly one of `url` and `data` (Base64), and `width` and
/// `height` together when the size is known.
extension FormImage {
  private enum CodingKeys: String, CodingKey {
    case name, url, data, width, height
  }

  /// Decodes an image object.
  ///
  /// - Throws: `DecodingError` naming the key when `url` and `data` are both given or both
  ///   missing, the URL or the Base64 text is not valid, only one of `width` and `height` is
  ///   given, or a size is negative.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let urlText = try container.decodeIfPresent(String.self, forKey: .url)
    let dataText = try container.decodeIfPresent(String.self, forKey: .data)
    let name = try container.decodeIfPresent(String.self, forKey: .name)
    switch (urlText, dataText) {
    case (let urlText?, nil):
      guard !urlText.isEmpty, let url = URL(string: urlText) else {
        throw DecodingError.dataCorruptedError(
          forKey: .url, in: container, debugDescription: "'\(urlText)' is not a URL")
      }
      self.init(url: url, name: name)
    case (nil, let dataText?):
      guard let data = Data(base64Encoded: dataText) else {
        throw DecodingError.dataCorruptedError(
          forKey: .data, in: container, debugDescription: "the image data is not Base64 text")
      }
      self.init(data: data, name: name ?? "image")
    case (nil, nil):
      throw DecodingError.keyNotFound(
        CodingKeys.url,
        DecodingError.Context(
          codingPath: container.codingPath,
          debugDescription: "an image needs a 'url' or 'data'"))
    case (.some, .some):
      throw DecodingError.dataCorruptedError(
        forKey: .data, in: container, debugDescription: "an image has a 'url' or 'data', not both")
    }
    let width = try container.decodeIfPresent(Int.self, forKey: .width)
    let height = try container.decodeIfPresent(Int.self, forKey: .height)
    switch (width, height) {
    case (nil, nil):
      pixelSize = nil
    case (let width?, let height?):
      guard width >= 0, height >= 0 else {
        throw DecodingError.dataCorruptedError(
          forKey: width < 0 ? .width : .height, in: container,
          debugDescription: "an image's size must not be negative")
      }
      pixelSize = PixelSize(width: width, height: height)
    case (.some, nil), (nil, .some):
      throw DecodingError.dataCorruptedError(
        forKey: width == nil ? .width : .height, in: container,
        debugDescription: "an image's 'width' and 'height' come together")
    }
  }

  /// Encodes the image as an object: its name, `url` or `data` (Base64), and its size when
  /// known.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    switch source {
    case .url(let url): try container.encode(url.absoluteString, forKey: .url)
    case .data(let data): try container.encode(data.base64EncodedString(), forKey: .data)
    }
    if let pixelSize {
      try container.encode(pixelSize.width, forKey: .width)
      try container.encode(pixelSize.height, forKey: .height)
    }
  }
}
