// libFuzzer target for drafts: `FormDraft(jsonData:)` on any bytes, then `Form.restore(_:)` of
// what reads into a form with a row of most kinds, a multivalued and a selectable section.
//
// Built by Fuzz/run.sh and linked against the Formwork module it compiles once for every
// target; it uses only Formwork's public API, as a client would. Any crash is a finding, and
// so is a draft of the restored form that does not read back to the same JSON, or that restores
// into a fresh form with other values.

import Formwork
import Foundation

/// A fresh form with rows of most kinds, an inline row, a multivalued and a selectable section.
private func makeForm() -> Form {
  let phones = MultivaluedSection(multivaluedOptions: [.Insert, .Delete, .Reorder]) {
    $0.tag = "phones"
    $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
    $0 <<< PhoneRow { $0.value = "111" }
  }
  let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .multipleSelection) {
    $0.tag = "sizes"
  }
  for size in ["S", "M", "L"] {
    sizes
      <<< ListCheckRow<String>(size) {
        $0.title = size
        $0.selectableValue = size
      }
  }
  return Form()
    +++ Section("fields")
    <<< TextRow("text") { $0.value = "Ann" }
    <<< IntRow("int") { $0.value = 3 }
    <<< DecimalRow("decimal")
    <<< SwitchRow("switch")
    <<< CheckRow("check") { $0.hidden = "$switch == YES" }
    <<< SliderRow("slider") { $0.maximumValue = 10 }
    <<< StepperRow("stepper")
    <<< DateRow("date")
    <<< DateInlineRow("inline")
    <<< URLRow("url")
    <<< MultipleSelectorRow<String>("multiple") { $0.options = ["a", "b"] }
    <<< PushRow<String>("push") { $0.options = ["x", "y"] }
    <<< DoublePickerRow<String, Int>("pair") {
      $0.firstOptions = { ["a", "b"] }
      $0.secondOptions = { _ in [1, 2] }
    }
    <<< ListRow("tags")
    +++ phones
    +++ sizes
}

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// A fixed time, so two drafts of the same form are equal.
private let savedAt = Date(timeIntervalSince1970: 1_795_923_000)

/// libFuzzer's entry point: one document for `FormDraft(jsonData:)`, restored into a fresh form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDraft(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = Data(bytes: data, count: size)
  let draft: FormDraft
  do {
    draft = try FormDraft(jsonData: bytes)
  } catch {
    _ = error.description
    return 0
  }
  let form = makeForm()
  let report = form.restore(draft)
  _ = report.description
  _ = form.validate()
  let again = form.draft(page: draft.page, savedAt: savedAt)
  guard let json = try? again.jsonData() else { finding("a restored form's draft does not encode") }
  guard let read = try? FormDraft(jsonData: json) else {
    finding("a restored form's draft does not read back")
  }
  // A whole Double is written as a whole number and read back as one: compare the bytes.
  guard (try? read.jsonData()) == json else {
    finding("a restored form's draft reads back as another")
  }
  let fresh = makeForm()
  _ = fresh.restore(read)
  guard (try? fresh.formValue(includeHidden: true)) == (try? form.formValue(includeHidden: true))
  else { finding("the draft of a restored form restores other values") }
  return 0
}
