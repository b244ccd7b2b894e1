import BenchmarkSupport
import FormworkHTML
import Foundation

// Reading a multipart/form-data body (#26), measured side by side in one process: a 1 MiB body
// with 20 text fields and one file, read by `FormData(body:contentType:)` (every limit, header
// and name checked, the file's type sniffed) against a hand-written minimal splitter that only
// finds each `\r\n--boundary` with `memchr` and slices the parts, checking nothing.
//
//     swift run -c release MultipartRatios [--samples N] [--no-instructions] (RatioRunner's flags)

let boundary = "----WebKitFormBoundary7MA4YWxkTrZu0gW"

/// 20 fields of short text and one PNG-signed file, 1 MiB in all.
func makeBody() -> [UInt8] {
  var out: [UInt8] = []
  func line(_ text: String) { out += Array((text + "\r\n").utf8) }
  for index in 0..<20 {
    line("--" + boundary)
    line("Content-Disposition: form-data; name=\"field\(index)\"")
    line("")
    line("value of field \(index), a line a person typed")
  }
  line("--" + boundary)
  line("Content-Disposition: form-data; name=\"photo\"; filename=\"photo.png\"")
  line("Content-Type: image/png")
  line("")
  var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  // Seeded, so that the counting runs read the same body.
  var generator = SeededGenerator(seed: 26)
  let remaining = 1_048_576 - out.count - file.count - boundary.count - 8
  file += (0..<remaining).map { _ in UInt8.random(in: 0...255, using: &generator) }
  out += file + Array("\r\n".utf8)
  line("--" + boundary + "--")
  return out
}

/// The minimal splitter: each part between two delimiters, its headers and content sliced at the
/// first empty line; no limit, header, name or type is checked.
func split(_ bytes: [UInt8]) -> [(headers: ArraySlice<UInt8>, content: ArraySlice<UInt8>)] {
  let delimiter = Array("\r\n--\(boundary)".utf8)
  var parts: [(ArraySlice<UInt8>, ArraySlice<UInt8>)] = []
  bytes.withUnsafeBufferPointer { buffer in
    guard let base = buffer.baseAddress else { return }
    var starts: [Int] = []
    var position = 0
    while position < buffer.count,
      let found = memchr(base + position, 0x0D, buffer.count - position)
    {
      let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      if index + delimiter.count <= buffer.count,
        memcmp(base + index, delimiter, delimiter.count) == 0
      {
        starts.append(index)
        position = index + delimiter.count
      } else {
        position = index + 1
      }
    }
    var previous = boundary.count + 4
    for start in starts {
      let part = bytes[previous..<start]
      if let blank = part.indices.first(where: {
        $0 + 3 < part.endIndex && bytes[$0] == 0x0D && bytes[$0 + 1] == 0x0A
          && bytes[$0 + 2] == 0x0D && bytes[$0 + 3] == 0x0A
      }) {
        parts.append((bytes[previous..<blank], bytes[(blank + 4)..<start]))
      }
      previous = start + delimiter.count + 2
    }
  }
  return parts
}

let body = makeBody()
let contentType = "multipart/form-data; boundary=\(boundary)"

RatioRunner.main(
  title: "Multipart body of \(body.count) bytes, 20 fields and one file",
  workloads: [
    Workload(
      name: "FormData(body:contentType:) / hand-written splitter", unit: "body", unitsPerRun: 1,
      formwork: {
        {
          let data = expectSuccess("reading the body") {
            try FormData(body: body, contentType: contentType)
          }
          precondition(data.fields.count == 20 && data.files[0].data.count > 1_000_000)
          return data
        }
      },
      baseline: {
        {
          let parts = split(body)
          precondition(parts.count == 21)
          return parts
        }
      })
  ])
