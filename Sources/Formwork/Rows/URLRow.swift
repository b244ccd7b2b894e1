import Foundation

/// The cell of a ``URLRow``: a text field with the url keyboard.
open class URLCell: FieldCell<URL>, CellType {
  /// The url keyboard.
  open override var keyboardType: KeyboardType { .url }

  /// The field holds a web address.
  open override var textContentType: TextContentType? { .url }

}

/// What every URL row shares, the base of ``URLRow``: subclass it (or Eureka's name for it,
/// `_URLRow`) for a row that behaves as a ``URLRow``, with overrides of its own.
open class URLBaseRow: FieldRow<URLCell> {
  /// What typed text the row reads as a URL; ``URLTextRule/web`` (an absolute `http` or `https`
  /// URL) unless set.
  public var textRule: URLTextRule = .web

  /// The last text read into a URL and that URL, to show the text as it was typed.
  private var lastRead: (text: String, url: URL)?

  /// Creates a row with a tag.
  public required init(tag: String?) {
    super.init(tag: tag)
  }

  /// The URL `text` stands for under ``textRule``.
  override func value(fromTypedText text: String) -> URL? {
    guard let url = textRule.url(from: text) else { return nil }
    lastRead = (URLTextRule.trimmed(text), url)
    return url
  }

  /// The text last read into `value`, as typed, while the value is that URL; otherwise the
  /// formatted text.
  override func standardDisplayText(for value: URL?) -> String? {
    if let value, let lastRead, lastRead.url == value, !hasFormatting { return lastRead.text }
    return super.standardDisplayText(for: value)
  }
}

/// A row for a web address (`URL`).
///
/// Typed text (from a person, a terminal or a request) is read by the row's
/// ``URLBaseRow/textRule``: by default an absolute `http` or `https` URL, as a browser's
/// `type=url` field checks an address, so `javascript:alert(1)`, `example.com` and `not a url`
/// are not values but an
/// ``BaseRow/inputError`` on the row, shown with the text as it was typed. Eureka's `URLRow`
/// reads any text Foundation's `URL(string:)` reads; ``URLTextRule/foundation`` keeps that:
///
/// ```swift
/// URLRow("site") { $0.title = "Site" }                            // https://example.com
/// URLRow("feed") { $0.textRule = .absolute(schemes: ["https", "feed"]) }
/// URLRow("link") { $0.textRule = .foundation }                    // as in Eureka
/// ```
///
/// Text that was read into the value is shown back as it was typed (`https://ñandú.com`, not
/// the `https://xn--and-6ma2c.com` Foundation makes of it) until the value changes otherwise. A
/// value set in code is not checked.
public final class URLRow: URLBaseRow, RowType {}

/// Eureka's name for ``URLBaseRow``, for rows written on Eureka's `_URLRow`.
public typealias _URLRow = URLBaseRow
