// libFuzzer target for JSON values in: `Form.setValues(fromJSON:)` on a form with one row of
// each value type, then the values read back out.
//
// Built by Fuzz/run.sh and linked against the Formwork module it compiles once for every
// target; it uses only Formwork's public API, as a client would. Any crash, and an
// export that is not the same twice, is a finding.

import Formwork
import Foundation

/// A fresh form with a row of every value type that JSON can fill, a multivalued section and
/// a selectable section.
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
    <<< URLRow("url")
    <<< EmailRow("email") { $0.add(rule: RuleEmail()) }
    <<< MultipleSelectorRow<String>("multiple") { $0.options = ["a", "b"] }
    <<< PushRow<String>("push") { $0.options = ["x", "y"] }
    <<< SegmentedRow<String>("segmented") { $0.options = ["l", "r"] }
    <<< PickerRow<Int>("picker") { $0.options = [1, 2, 3] }
    +++ phones
    +++ sizes
}

/// Stops the run with a message libFuzzer records beside the input.
private func finding(_ message: String) -> Never {
  fatalError("finding: \(message)")
}

/// libFuzzer's entry point: one JSON document for `setValues(fromJSON:)` on a fresh form.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONValues(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let json = Data(bytes: data, count: size)
  let form = makeForm()
  do {
    _ = try form.setValues(fromJSON: json)
  } catch {
    _ = error.description
    return 0
  }
  _ = form.values(includeHidden: true)
  _ = form.validate()
  _ = form.lint()
  let first = try? form.jsonData(includeHidden: true)
  let second = try? form.jsonData(includeHidden: true)
  guard first == second else { finding("two exports of the same form differ") }
  if let first {
    _ = try? makeForm().setValues(fromJSON: first)
  }
  return 0
}
