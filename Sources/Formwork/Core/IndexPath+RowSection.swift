import Foundation

// Foundation's `IndexPath` has no `row` or `section` on any platform: UIKit adds
// `init(row:section:)`, `row` and `section`; UIKit and AppKit add `init(item:section:)`, `item`
// and `section`. Formwork imports neither, so it declares these spellings itself, on every
// platform, for its own code and for Eureka code that reads `indexPath.row` or makes
// `IndexPath(item:section:)`.
//
// Each is `@_disfavoredOverload`: where UIKit's (or AppKit's `section`) is visible too, as after
// `import UIKit; import Formwork`, the compiler picks UIKit's instead of reporting an ambiguous use;
// both make and read the same two-part index path. A module's own `extension IndexPath` with these
// names shadows Formwork's as well.
extension IndexPath {
  /// Creates an index path for a row of a section, as UIKit's `IndexPath(row:section:)` does.
  ///
  /// Where UIKit is imported too, UIKit's initializer is used; both make the same index path.
  ///
  /// - Parameters:
  ///   - row: The row's position among the visible rows of its section.
  ///   - section: The section's position among the visible sections of the form.
  @_disfavoredOverload
  public init(row: Int, section: Int) {
    // Two-element paths are stored inline: built this way, no array is allocated.
    self.init(index: section)
    append(row)
  }

  /// The section index of a two-part index path, as UIKit's and AppKit's `section` are.
  @_disfavoredOverload
  public var section: Int { self[0] }

  /// The row index of a two-part index path, as UIKit's `row` is.
  @_disfavoredOverload
  public var row: Int { self[1] }

  /// Creates an index path for an item of a section, as UIKit's and AppKit's
  /// `IndexPath(item:section:)` do; in a form, the item is a row.
  ///
  /// - Parameters:
  ///   - item: The row's position among the visible rows of its section.
  ///   - section: The section's position among the visible sections of the form.
  @_disfavoredOverload
  public init(item: Int, section: Int) {
    self.init(row: item, section: section)
  }

  /// The item index of a two-part index path, as UIKit's and AppKit's `item` are: the row.
  @_disfavoredOverload
  public var item: Int { self[1] }
}
