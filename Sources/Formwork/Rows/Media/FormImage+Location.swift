import Foundation

extension FormImage {
  /// Creates an image from text that names where it is: a URL with a scheme, or a file path;
  /// `nil` for empty text and for text with `://` that is not a URL.
  ///
  /// - Parameter location: A URL such as `https://example.com/a.png`, or a path such as
  ///   `/tmp/a.png` or `photos/a.png`.
  public init?(location: String) {
    let text = location.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return nil }
    if text.contains("://") {
      guard let url = URL(string: text), url.scheme != nil else { return nil }
      self.init(url: url)
    } else {
      self.init(url: URL(fileURLWithPath: text))
    }
  }
}
