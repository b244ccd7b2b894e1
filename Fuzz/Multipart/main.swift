// libFuzzer target for a `multipart/form-data` body a browser (or anyone) posts:
// `FormData(body:contentType:limits:)` with a content type chosen by the first byte, then
// `Form.bind(_:options:)` on a form with an image row, a text row and a list.
//
// Built by Fuzz/run.sh against the Formwork and FormworkHTML modules, through their public API
// only, as a client would. Any crash, and any broken promise below, is a finding:
// - reading is a typed error or form data, the same twice;
// - the limits hold: at most `maximumFiles` files of at most `maximumFileBytes` bytes, at most
//   `maximumFields` fields, each read field's name and value within their limits;
// - a file's type is allowed: its bytes sniff as an allowed image, or its declared type is
//   allowed and not an image type;
// - a file name is text, never a path: no `/`, `\`, control or format character, at most
//   `FormFile.maximumFileNameLength` characters;
// - the fields and files read, written again as a browser writes them with another boundary,
//   read back the same;
// - binding never crashes, and an image row holding bytes holds an image with the size read
//   from them (a URL-encoded body may name an image by address, as before).
import Formwork
import FormworkHTML
import Foundation

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// Small limits, so that short inputs reach them.
private let limits = FormDataLimits(
  maximumBodyBytes: 4_096, maximumFields: 8, maximumNameBytes: 16, maximumValueBytes: 64,
  maximumMultipartBodyBytes: 4_096, maximumFileBytes: 512, maximumFiles: 3,
  maximumPartHeaderBytes: 128)

/// The content types the first byte chooses from.
private let contentTypes = [
  "multipart/form-data; boundary=b", "multipart/form-data; boundary=\"a b\"",
  "Multipart/Form-Data; charset=utf-8; BOUNDARY=----x", "application/x-www-form-urlencoded",
  "multipart/form-data", "multipart/form-data; boundary=b; boundary=c",
]

/// `files` and `fields` written as a browser writes them, with the boundary `boundary`.
private func rewritten(_ data: FormData, boundary: String) -> [UInt8] {
  func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
      .replacingOccurrences(of: "\n", with: "%0A")
  }
  var out: [UInt8] = []
  func line(_ text: String) { out += Array((text + "\r\n").utf8) }
  for field in data.fields {
    line("--" + boundary)
    line("Content-Disposition: form-data; name=\"\(escaped(field.name))\"")
    line("")
    out += Array(field.value.utf8) + Array("\r\n".utf8)
  }
  for file in data.files {
    line("--" + boundary)
    line(
      "Content-Disposition: form-data; name=\"\(escaped(file.name))\"; filename=\"\(escaped(file.fileName))\""
    )
    if let type = file.contentType { line("Content-Type: " + type) }
    line("")
    out += Array(file.data) + Array("\r\n".utf8)
  }
  line("--" + boundary + "--")
  return out
}

/// libFuzzer's entry point: a content type chosen by the first byte, then the body.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMultipart(_ bytes: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  guard size > 0 else { return 0 }
  let contentType = contentTypes[Int(bytes[0]) % contentTypes.count]
  let body = Array(UnsafeBufferPointer(start: bytes + 1, count: size - 1))
  let data: FormData
  do {
    data = try FormData(body: body, contentType: contentType, limits: limits)
  } catch {
    do {
      _ = try FormData(body: body, contentType: contentType, limits: limits)
      finding("reading twice differs: the first threw \(error), the second did not")
    } catch let second {
      if second != error { finding("reading twice threw \(error), then \(second)") }
    }
    return 0
  }
  if (try? FormData(body: body, contentType: contentType, limits: limits)) != data {
    finding("reading twice differs")
  }
  if data.files.count > limits.maximumFiles { finding("\(data.files.count) files") }
  if data.fields.count > limits.maximumFields { finding("\(data.fields.count) fields") }
  for field in data.fields
  where field.name.utf8.count > limits.maximumNameBytes
    || field.value.utf8.count > limits.maximumValueBytes
  {
    finding("field \(field) over its limits")
  }
  for file in data.files {
    if file.data.count > limits.maximumFileBytes { finding("a file of \(file.data.count) bytes") }
    if let format = ImageFormat(sniffing: file.data) {
      if limits.allowedFileTypes?.contains(format.mediaType) == false {
        finding("a \(format) file read")
      }
    } else if let allowed = limits.allowedFileTypes {
      guard let type = file.contentType, allowed.contains(type),
        !ImageFormat.allCases.map(\.mediaType).contains(type)
      else { finding("a file of type \(file.contentType ?? "none") read") }
    }
    let name = file.fileName
    if name.contains("/") || name.contains("\\") || name.count > FormFile.maximumFileNameLength
      || name.unicodeScalars.contains(where: {
        [.control, .format].contains($0.properties.generalCategory)
      })
    {
      finding("the file name \(name.debugDescription) is not display text")
    }
  }
  if contentType.lowercased().hasPrefix("multipart") {
    let again = rewritten(data, boundary: "formwork-fuzz-0123456789")
    do {
      let reread = try FormData(
        body: again, contentType: "multipart/form-data; boundary=formwork-fuzz-0123456789",
        limits: FormDataLimits(allowedFileTypes: limits.allowedFileTypes))
      if reread.fields != data.fields || reread.files != data.files {
        finding("written again, the body reads \(reread.fields) \(reread.files)")
      }
    } catch {
      finding("written again, the body is refused: \(error)")
    }
  }
  let form =
    Form()
    +++ Section("Profile")
    <<< ImageRow("photo") { $0.title = "Photo" }
    <<< TextRow("name") { $0.title = "Name" }
    <<< ImageRow("png") { $0.acceptedImageTypes = ["image/png"] }
  let store = InMemoryUploadStore(maximumFiles: 2, maximumBytes: 1_024)
  _ = try? form.bind(data, options: BindingOptions(uploadStore: store))
  for tag in ["photo", "png"] {
    guard let image = form.rowBy(tag: tag)?.baseValue as? FormImage else { continue }
    // A URL-encoded body may still name an image by its web address (the Binding target
    // checks those); an image from a file must be one, with the size its bytes say.
    guard let bytes = image.data else { continue }
    guard let header = ImageHeader(data: bytes),
      header.pixelSize == image.pixelSize, image.pixelSize != nil
    else { finding("the row \(tag) holds \(image)") }
  }
  _ = HTMLRenderer().render(form)
  return 0
}
