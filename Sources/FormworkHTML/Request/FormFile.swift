import Foundation

/// One file of a submitted `multipart/form-data` form: the name of the control that sent it,
/// its bytes, the type its sender declared and its file name as text to show.
///
/// The file name comes from the person's device and is only ever text to show: its folders
/// (before the last `/` or `\`), its control and format characters (line breaks, bidirectional
/// overrides) and spaces at either end are taken out, and it is cut to
/// ``maximumFileNameLength`` characters. Never use it as a path; store the bytes under a name
/// of your own.
///
/// ```swift
/// let data = try FormData(body: body, contentType: request.contentType)
/// for file in data.files {
///   print(file.name, file.fileName, file.data.count)  // photo cat.png 48213
/// }
/// ```
public struct FormFile: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The most characters ``fileName`` keeps: 255.
  public static let maximumFileNameLength = 255

  /// The name of the control that sent the file: a row's tag.
  public var name: String
  /// The file's bytes.
  public var data: Data
  /// The media type the sender declared (`image/png`), or `nil` when it declared none.
  ///
  /// It is in lower case, without parameters. The bytes may say otherwise
  /// (``ImageFormat/init(sniffing:)``).
  public var contentType: String?
  /// The file's name as text to show, never a path: see ``FormFile``.
  public private(set) var fileName: String

  /// Creates a file.
  ///
  /// - Parameters:
  ///   - name: The name of the control that sent it.
  ///   - data: Its bytes.
  ///   - contentType: The media type its sender declared, or `nil`.
  ///   - fileName: Its name as the sender gave it: kept as text to show, without folders,
  ///     control characters or more than ``maximumFileNameLength`` characters.
  public init(name: String, data: Data, contentType: String? = nil, fileName: String) {
    self.name = name
    self.data = data
    self.contentType = contentType
    self.fileName = Self.displayName(fileName)
  }

  /// The field name, the file name and the size: `photo: cat.png (48213 bytes)`.
  public var description: String { "\(name): \(fileName) (\(data.count) bytes)" }

  /// `fileName` as text to show: after the last `/` or `\`, without control or format
  /// characters, without spaces at either end, at most ``maximumFileNameLength`` characters.
  static func displayName(_ fileName: String) -> String {
    var last = Substring(fileName)
    if let slash = fileName.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
      last = fileName[fileName.index(after: slash)...]
    }
    var scalars = String.UnicodeScalarView()
    for scalar in last.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned:
        continue
      default:
        scalars.append(scalar)
      }
    }
    let trimmed = String(scalars).trimmingCharacters(in: .whitespaces)
    return String(trimmed.prefix(maximumFileNameLength))
  }
}
