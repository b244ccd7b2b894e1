import Foundation

// Declares what UIKit's Swift overlay adds to `IndexPath`, with the same signatures, so that
// IndexPathCoexistenceTests can import it beside Formwork as an iOS app imports UIKit.
extension IndexPath {
  /// Stands in for UIKit's `IndexPath(row:section:)`; its row is negated so tests can tell which
  /// declaration was chosen.
  public init(row: Int, section: Int) {
    self.init(indexes: [section, -row])
  }

  /// Stands in for UIKit's `section`.
  public var section: Int { self[0] }

  /// Stands in for UIKit's `row`; it undoes the negation of `init(row:section:)`.
  public var row: Int { -self[1] }
}
