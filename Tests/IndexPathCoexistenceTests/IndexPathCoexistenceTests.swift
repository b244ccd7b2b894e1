import Formwork
import Foundation
import Testing
import UIKitIndexPathStandIn

/// What `import UIKit; import Formwork` does to `IndexPath` on iOS.
///
/// Both modules declare `IndexPath(row:section:)`, `row` and `section`. This target imports a
/// stand-in with UIKit's signatures; it compiles only if every use below resolves without
/// ambiguity, and the tests check that UIKit's is the one used.
@Suite("IndexPath with UIKit imported beside Formwork")
struct IndexPathCoexistenceTests {
  @Test("IndexPath(row:section:), row and section are UIKit's")
  func uikitWins() {
    let path = IndexPath(row: 2, section: 1)
    #expect(path[1] == -2)
    #expect(path.row == 2)
    #expect(path.section == 1)
    #expect([path].map(\.row) == [2])
  }

  @Test("a row's index path reads the same through UIKit's row and section")
  func rowIndexPath() {
    let form = Form() +++ Section() +++ Section() <<< TextRow("a") <<< TextRow("b")
    let path = form.rowBy(tag: "b")?.indexPath
    #expect(path?.section == 1)
    #expect(path?.count == 2)
    #expect(path?[1] == 1)
  }
}
