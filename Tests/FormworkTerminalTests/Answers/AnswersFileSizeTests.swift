import Formwork
import FormworkTerminal
import Foundation
import Testing

@Suite("An answers file is read up to a bound, never to the end of a stream")
struct AnswersFileSizeTests {
  /// A file of `count` bytes of JSON (an object padded with spaces) in a folder of its own.
  private func file(of count: Int) throws -> URL {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-answers-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent("answers.json")
    let object = Array(#"{"projectName": "demo"}"#.utf8)
    try Data(object + Array(repeating: UInt8(ascii: " "), count: count - object.count))
      .write(to: url)
    return url
  }

  @Test("the process's reader takes a file of exactly the bound and refuses one byte more")
  func bound() throws {
    let limit = CommandIO.maximumAnswersFileBytes
    let fits = try file(of: limit)
    let tooLarge = try file(of: limit + 1)
    defer {
      try? FileManager.default.removeItem(at: fits.deletingLastPathComponent())
      try? FileManager.default.removeItem(at: tooLarge.deletingLastPathComponent())
    }
    let io = CommandIO.standard()
    #expect(try io.readFile(fits.path).count == limit)
    #expect(throws: CommandIO.FileTooLarge(limit: limit)) { try io.readFile(tooLarge.path) }
  }

  @Test("a file past the bound is a usage error naming the file and the bound, status 2")
  func usageError() throws {
    let errors = RecordedLineOutput()
    let io = CommandIO(
      output: RecordedLineOutput(), errorOutput: errors, input: ScriptedLineInput([]),
      isTerminal: false, readFile: { _ in throw CommandIO.FileTooLarge(limit: 64) })
    let outcome = FormCommand(wizardForm(), name: "wizard").run(
      arguments: ["--answers", "big.json"], environment: [:], io: io)
    guard case .usageError(let problems) = outcome else {
      Issue.record("not a usage error: \(outcome)")
      return
    }
    #expect(problems == [.fileTooLarge("big.json", limit: 64)])
    #expect(outcome.exitStatus == 2)
    #expect(errors.text.contains("the answers file big.json is larger than 64 bytes"))
  }
}
