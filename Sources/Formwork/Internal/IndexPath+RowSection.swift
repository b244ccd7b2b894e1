import Foundation

#if !canImport(UIKit) && !canImport(AppKit)
  extension IndexPath {
    /// Creates an index path for a row of a section, as UIKit's `IndexPath(row:section:)` does.
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The section index of a two-part index path.
    public var section: Int { self[0] }

    /// The row index of a two-part index path.
    public var row: Int { self[1] }
  }
#endif
