import Formwork
import Foundation

/// What the draft suites share: a fixed time and a trip through JSON.
enum DraftFixture {
  /// 2026-11-29 03:30:00 UTC.
  static let savedAt = Date(timeIntervalSince1970: 1_795_923_000)

  /// `draft` written as JSON and read back.
  static func throughJSON(_ draft: FormDraft) throws -> FormDraft {
    try FormDraft(jsonData: draft.jsonData())
  }

  /// A form with a multivalued section, a selectable section of several choices and a hidden
  /// row.
  static func sections() -> Form {
    let phones = MultivaluedSection(
      multivaluedOptions: [.Insert, .Delete, .Reorder], header: "Phones"
    ) {
      $0.tag = "phones"
      $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
      $0 <<< PhoneRow { $0.value = "111" }
    }
    let sizes = SelectableSection<ListCheckRow<String>>("Sizes", selectionType: .multipleSelection)
    {
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
      +++ Section("Fields")
      <<< SwitchRow("more") { $0.title = "More" }
      <<< TextRow("secret") {
        $0.title = "Secret"
        $0.hidden = "$more == NO"
      }
      +++ phones
      +++ sizes
  }
}
