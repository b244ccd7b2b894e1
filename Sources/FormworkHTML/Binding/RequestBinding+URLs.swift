import Formwork
import Foundation

/// Binding what names a place: an image's URL, a URL field's text. Only an absolute URL whose
/// scheme is in ``BindingOptions/allowedURLSchemes`` (`http` and `https` unless the app says
/// otherwise) comes in from a request: never a script (`javascript:`), inline data (`data:`) or
/// a file on the server (`file:`, a path).
extension RequestBinding {
  /// An image: a file (``bindImageFile(_:name:)``), or else its URL, or empty text to clear it.
  ///
  /// A URL whose scheme is not allowed, and text that is not an absolute URL (such as a file
  /// path), are refused and reported.
  ///
  /// A location naming the image the row holds changes nothing.
  func bindImage(_ row: any ImagePickingRow, name: String, values: [String]) {
    if bindImageFile(row, name: name) { return }
    guard let text = single(values, name: name) else { return }
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty {
      guard row.image != nil else { return }
      act(on: row) { () throws(InteractionError) in try row.pickImage(nil) }
      return
    }
    if let current = row.image?.url, current.absoluteString == trimmed { return }
    guard isAllowedURLText(trimmed), let url = URL(string: trimmed), url.scheme != nil else {
      issues.append(.refusedURL(name: name, value: text))
      return
    }
    act(on: row) { () throws(InteractionError) in try row.pickImage(FormImage(url: url)) }
  }

  /// Whether `text` names no scheme, or one of ``BindingOptions/allowedURLSchemes``, read as a
  /// browser reads a URL: without the spaces and control characters at either end, and without
  /// tabs and line breaks anywhere (`java\tscript:` is `javascript:` to a browser).
  func isAllowedURLText(_ text: String) -> Bool {
    guard let scheme = Self.scheme(of: text) else { return true }
    return options.allowedURLSchemes.contains { $0.lowercased() == scheme }
  }

  /// The scheme a browser reads at the start of `text`, in lower case, or `nil` when there is
  /// none.
  static func scheme(of text: String) -> String? {
    var cleaned = String.UnicodeScalarView()
    for scalar in text.unicodeScalars where scalar != "\t" && scalar != "\n" && scalar != "\r" {
      if cleaned.isEmpty, scalar.value <= 0x20 { continue }
      cleaned.append(scalar)
    }
    return URLTextRule.scheme(of: String(cleaned))
  }
}
