import Formwork
import Foundation

/// Binding a file into an image row: a file the person chose, or one kept from an earlier
/// submission by its token (``HTMLFieldNames/keptFile``).
extension RequestBinding {
  /// Binds the file sent for the image row, or the file its kept token names; `false` when
  /// neither came, so that the row's text value (a URL) is bound as before.
  ///
  /// A file input left empty sends no file: the row keeps its image.
  func bindImageFile(_ row: any ImagePickingRow, name: String) -> Bool {
    if let sent = files[name], let file = sent.first {
      if sent.count > 1 { issues.append(.repeatedName(name, count: sent.count)) }
      takeImage(file, into: row, name: name)
      return true
    }
    guard let token = keptTokens[name] else { return false }
    guard let file = options.uploadStore?.file(for: token), file.name == name else {
      issues.append(.unknownUploadToken(name: name))
      return true
    }
    takeImage(file, into: row, name: name)
    return true
  }

  /// Makes `file` the row's image, with its pixel size, when its bytes are an image of one of
  /// the row's ``Formwork/ImagePickingRow/acceptedImageTypes`` whose size can be read;
  /// otherwise reports it and lets the row show why
  /// (``Formwork/ImagePickingRow/refuseImageFile(named:)``).
  private func takeImage(_ file: FormFile, into row: any ImagePickingRow, name: String) {
    guard let header = ImageHeader(data: file.data),
      row.acceptedImageTypes.contains(header.format.mediaType),
      let size = header.pixelSize
    else {
      issues.append(.refusedFile(name: name, fileName: file.fileName))
      act(on: row) { () throws(InteractionError) in try row.refuseImageFile(named: file.fileName) }
      row.messagesRevealed = true
      return
    }
    let image = FormImage(
      data: file.data, name: file.fileName.isEmpty ? name : file.fileName, pixelSize: size)
    guard row.image != image || row.inputError != nil else { return }
    act(on: row) { () throws(InteractionError) in try row.pickImage(image) }
  }

  /// The tokens of the kept files in `values`, by the tag of their row: each
  /// ``HTMLFieldNames/keptFile`` value `"<token>:<tag>"`, the first for each tag.
  static func keptTokens(in values: [String]) -> [String: String] {
    var tokens: [String: String] = [:]
    for value in values {
      guard let colon = value.firstIndex(of: ":") else { continue }
      let tag = String(value[value.index(after: colon)...])
      if tokens[tag] == nil { tokens[tag] = String(value[..<colon]) }
    }
    return tokens
  }
}
