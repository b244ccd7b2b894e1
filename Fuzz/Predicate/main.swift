// libFuzzer target for the predicate language: parse → evaluate → describe → parse again.
//
// Built by Fuzz/run.sh and linked against the Formwork module it compiles once for every
// target; it uses only Formwork's public API, as a client would. Any crash, and any
// description that does not read back as the same predicate, is a finding.

import Formwork
import Foundation

/// The small fixed form that every predicate is evaluated against: one row of each kind of value
/// a predicate compares, a hidden row, a disabled row, a tag that needs quotes, and a section.
private func makeForm() -> Form {
  Form()
    +++ Section("values") { $0.tag = "sec" }
    <<< TextRow("a") { $0.value = "Ana María\0é" }
    <<< TextRow("b") { $0.value = "a\u{301}\u{600}" }
    <<< IntRow("n") { $0.value = 3 }
    <<< DecimalRow("d") { $0.value = 2.5 }
    <<< SwitchRow("s") { $0.value = true }
    <<< TextRow("first-name") { $0.value = "Ann" }
    <<< LabelRow("h") { $0.hidden = true }
    <<< CheckRow("x") { $0.disabled = true }
    <<< MultipleSelectorRow<String>("m") {
      $0.options = ["a", "b", "c"]
      $0.value = ["a", "b"]
    }
    <<< URLRow("u") { $0.value = URL(string: "https://example.com/a?b") }
}

nonisolated(unsafe) private let form = makeForm()

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// libFuzzer's entry point: one predicate string, as UTF-8 bytes (invalid bytes become U+FFFD).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPredicate(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  let predicate: FormPredicate
  do {
    predicate = try FormPredicate(text)
  } catch {
    guard (0...text.count).contains(error.offset) else {
      finding("offset \(error.offset) outside 0...\(text.count) for \(text.debugDescription)")
    }
    _ = error.description
    if case .predicate = Condition(stringLiteral: text) {
      finding("the literal parsed what the initializer refused: \(text.debugDescription)")
    }
    return 0
  }
  let answer = predicate.evaluate(in: form)
  _ = predicate.tags
  let description = predicate.description
  let reread: FormPredicate
  do {
    reread = try FormPredicate(description)
  } catch {
    finding("the description of \(text.debugDescription) does not parse: \(error)")
  }
  guard reread.description == description else {
    finding("\(description.debugDescription) reads back as \(reread.description.debugDescription)")
  }
  // A NaN literal is unequal to itself, so only predicates equal to a second reading of the same
  // text are compared. (Not to themselves: arrays that share storage compare equal unread.)
  if (try? FormPredicate(text)) == predicate {
    guard reread == predicate else {
      finding("\(description.debugDescription) reads back as a different predicate")
    }
    guard reread.evaluate(in: form) == answer else {
      finding("\(description.debugDescription) answers differently when read back")
    }
  }
  return 0
}
