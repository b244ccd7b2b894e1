import FormworkHTML
import Foundation

/// A `multipart/form-data` body written as a browser writes one (HTML's multipart/form-data
/// encoding algorithm): a part per entry in order, names and file names with `"`, CR and LF
/// escaped as `%22`, `%0D` and `%0A`, each line break of a text value as CR LF.
struct MultipartBody {
  /// One entry: a text field, or a file (an empty file name and no bytes for an input left
  /// empty).
  enum Entry {
    case field(String, String)
    case file(String, fileName: String, type: String, data: Data)
  }

  var boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"
  var entries: [Entry] = []

  /// The request's `Content-Type` header.
  var contentType: String { "multipart/form-data; boundary=\(boundary)" }

  /// The body's bytes.
  var bytes: [UInt8] {
    var out: [UInt8] = []
    func line(_ text: String) { out += Array((text + "\r\n").utf8) }
    for entry in entries {
      line("--" + boundary)
      switch entry {
      case .field(let name, let value):
        line("Content-Disposition: form-data; name=\"\(Self.escaped(name))\"")
        line("")
        out += Array(Self.crlf(value).utf8)
      case .file(let name, let fileName, let type, let data):
        line(
          "Content-Disposition: form-data; name=\"\(Self.escaped(name))\"; "
            + "filename=\"\(Self.escaped(fileName))\"")
        line("Content-Type: " + type)
        line("")
        out += Array(data)
      }
      out += Array("\r\n".utf8)
    }
    line("--" + boundary + "--")
    return out
  }

  /// The body of the fields a browser submits for a page (``BrowserFormData``) and `files`,
  /// each file where the page's file input of that name stands, or at the end.
  static func browser(fields: [FormField], files: [Entry] = []) -> MultipartBody {
    MultipartBody(entries: fields.map { .field($0.name, $0.value) } + files)
  }

  static func escaped(_ name: String) -> String {
    name.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }

  static func crlf(_ value: String) -> String {
    value.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
      .replacingOccurrences(of: "\n", with: "\r\n")
  }
}
