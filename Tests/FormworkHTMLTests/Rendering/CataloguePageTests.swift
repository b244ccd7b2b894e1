import Formwork
import FormworkHTML
import FormworkTestSupport
import Foundation
import Testing

@Suite("The catalogue page: every row and section kind on one styled page")
struct CataloguePageTests {
  @Test("both states are well-formed pages; only the invalid one has the summary and the prefix")
  func states() {
    let empty = CataloguePage.html(.empty)
    let invalid = CataloguePage.html(.invalid)
    for state in CataloguePage.State.allCases {
      let form = HTMLRenderer().render(CataloguePage.form(state))
      #expect(HTMLStructure.problems(in: form) == [], "\(state)")
    }
    #expect(empty.contains("<title>Row catalogue</title>"))
    #expect(invalid.contains("<title>Error: Row catalogue</title>"))
    #expect(!empty.contains("fw-error-summary\""))
    #expect(invalid.contains(#"<div class="fw-error-summary""#))
    for kind in [
      "switch", "check", "slider", "stepper", "segmented", "date", "picker", "select",
      "image", "list", "option", "add",
    ] {
      #expect(empty.contains("fw-row--\(kind)"), "\(kind)")
    }
  }

  /// Writes the pages for the accessibility check when `FORMWORK_CATALOGUE_PAGES` names a
  /// folder: `catalogue-empty.html` and `catalogue-invalid.html`, which
  /// `python3 .ci/axe_check.py` loads.
  @Test("the pages are written where FORMWORK_CATALOGUE_PAGES says")
  func writePages() throws {
    guard let folder = ProcessInfo.processInfo.environment["FORMWORK_CATALOGUE_PAGES"] else {
      return
    }
    for state in CataloguePage.State.allCases {
      let url = URL(fileURLWithPath: folder).appendingPathComponent("catalogue-\(state).html")
      try CataloguePage.html(state).write(to: url, atomically: true, encoding: .utf8)
      #expect(FileManager.default.fileExists(atPath: url.path))
    }
  }
}
