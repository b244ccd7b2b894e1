import Formwork
import Foundation
import Testing

@Suite("Joining forms and sections with + and +=")
struct ConcatenationTests {
  @Test("+= appends sections to a form and rows to a section, as in Eureka")
  func plusEqualsAppends() {
    var form = Form() +++ Section("A")
    form += [Section("B"), Section("C")]
    #expect(form.map { $0.header?.title } == ["A", "B", "C"])

    var section = Section() <<< TextRow("a")
    section += [TextRow("b"), IntRow("c")]
    #expect(section.map(\.tag) == ["a", "b", "c"])
  }

  @Test("form + sections is an array of the sections; the form is unchanged")
  func formPlusSections() {
    let form = Form() +++ Section("A") +++ Section("B")
    form.append(Section("H") { $0.hidden = true })
    let joined = form + [Section("C")]
    #expect(joined.map { $0.header?.title } == ["A", "B", "C"])
    #expect(form.count == 2)
    #expect(form.allSections.count == 3)
    #expect(joined[2].form == nil)

    let before = [Section("Z")] + form
    #expect(before.map { $0.header?.title } == ["Z", "A", "B"])
    #expect(form.count == 2)

    let other = Form() +++ Section("X")
    let both = form + other
    #expect(both.map { $0.header?.title } == ["A", "B", "X"])
    #expect(other.count == 1 && other[0].form === other)
  }

  @Test("section + rows is an array of the rows; the section is unchanged")
  func sectionPlusRows() {
    let section = Section() <<< TextRow("a") <<< TextRow("b")
    let joined = section + [IntRow("c")]
    #expect(joined.map(\.tag) == ["a", "b", "c"])
    #expect(section.count == 2)
    #expect(joined[2].section == nil)

    let before = [TextRow("z")] + section
    #expect(before.map(\.tag) == ["z", "a", "b"])

    let other = Section() <<< TextRow("x")
    #expect((section + other).map(\.tag) == ["a", "b", "x"])
    #expect(other.count == 1 && other[0].section === other)
  }

  @Test("applying a difference gives an array and leaves the form and section alone")
  func applyingDifference() throws {
    let a = Section("A")
    let b = Section("B")
    let form = Form() +++ a +++ b
    let applied = try #require(form.applying([b].difference(from: [a, b])))
    #expect(applied == [b])
    #expect(form.count == 2)

    let row = TextRow("r")
    let section = Section() <<< row
    let rowDifference = [BaseRow]().difference(from: [row]) { $0 === $1 }
    #expect(section.applying(rowDifference)?.isEmpty == true)
    #expect(section.count == 1)
  }

  @Test("asking + for a Form or a Section by type warns that it changes the left side")
  func typedPlusWarns() throws {
    guard let modules = Self.formworkModuleDirectory() else {
      Issue.record("the Formwork module was not found beside the test executable")
      return
    }
    let plain = """
      import Formwork
      func check(_ a: Form, _ b: Form, _ s: Section, _ t: Section) {
        var a = a, s = s
        a += [Section("C")]
        s += [TextRow("x")]
        let x: [Section] = a + [Section("C")]
        let y: [BaseRow] = [TextRow("x")] + s
        _ = (x, y, a + b, s + t)
      }
      """
    let accepted = try Self.typecheck(plain, modules: modules)
    #expect(accepted.status == 0)
    #expect(!accepted.output.contains("warning"), "\(accepted.output)")

    let typed = """
      import Formwork
      func check(_ a: Form, _ s: Section) {
        let f: Form = a + [Section("C")]
        let g: Form = [Section("C")] + a
        let h: Section = s + [TextRow("x")]
        let i: Section = [TextRow("x")] + s
        _ = (f, g, h, i)
      }
      """
    let warned = try Self.typecheck(typed, modules: modules)
    // One diagnostic line (`check.swift:3:19: warning: …`) for each of the four.
    let deprecations = warned.output.split(separator: "\n").filter {
      $0.contains("check.swift:") && $0.contains("is deprecated")
    }
    #expect(deprecations.count == 4, "\(warned.output)")
  }

  // MARK: Running the compiler

  /// The folder holding `Formwork.swiftmodule` for this build, found beside the test executable.
  private static func formworkModuleDirectory() -> URL? {
    var starts: [URL] = Bundle.allBundles.map(\.bundleURL)
    if let executable = Bundle.main.executableURL { starts.append(executable) }
    starts.append(URL(fileURLWithPath: CommandLine.arguments[0]))
    for start in starts {
      var folder = start.deletingLastPathComponent()
      for _ in 0..<4 {
        for candidate in [folder.appendingPathComponent("Modules"), folder]
        where FileManager.default.fileExists(
          atPath: candidate.appendingPathComponent("Formwork.swiftmodule").path)
        {
          return candidate
        }
        folder = folder.deletingLastPathComponent()
      }
    }
    return nil
  }

  /// Type-checks `source` against the Formwork module in `modules`.
  private static func typecheck(_ source: String, modules: URL) throws -> (
    status: Int32, output: String
  ) {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("formwork-concatenation-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("check.swift")
    try source.write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
