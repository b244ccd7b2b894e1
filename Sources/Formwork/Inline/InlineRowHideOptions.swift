import Foundation

/// When an expanded inline row collapses by itself, as Eureka's `InlineRowHideOptions` say.
///
/// Set it for a form with ``Form/inlineRowHideOptions``, or for every form that sets none with
/// ``Form/defaultInlineRowHideOptions`` (Eureka's default: both ``anotherInlineRowIsShown`` and
/// ``firstResponderChanges``).
///
/// ```swift
/// form.inlineRowHideOptions = .never  // inline rows stay open until tapped again
/// ```
public struct InlineRowHideOptions: OptionSet, Sendable {
  /// The raw bits.
  public let rawValue: Int

  /// Creates options from raw bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Never collapse by itself: only a tap on the row (or code) collapses it.
  public static let never: InlineRowHideOptions = []
  /// Collapse when another inline row of the form expands, so one is open at a time.
  public static let anotherInlineRowIsShown = InlineRowHideOptions(rawValue: 1 << 0)
  /// Collapse when another row takes keyboard focus.
  public static let firstResponderChanges = InlineRowHideOptions(rawValue: 1 << 1)

  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Eureka's capitalized spelling of ``never``.
  public static let Never = never
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Eureka's capitalized spelling of ``anotherInlineRowIsShown``.
  public static let AnotherInlineRowIsShown = anotherInlineRowIsShown
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// Eureka's capitalized spelling of ``firstResponderChanges``.
  public static let FirstResponderChanges = firstResponderChanges
}

extension Form {
  /// The hide options of every form whose ``inlineRowHideOptions`` is `nil`; Eureka's default,
  /// ``InlineRowHideOptions/firstResponderChanges`` and
  /// ``InlineRowHideOptions/anotherInlineRowIsShown``, unless set.
  ///
  /// It can be set from anywhere (top-level code, tests, any thread); a lock guards it.
  public static var defaultInlineRowHideOptions: InlineRowHideOptions {
    get { InlineDefaults.shared.options }
    set { InlineDefaults.shared.options = newValue }
  }

  /// The hide options in force for this form: its own, or the default.
  var effectiveInlineRowHideOptions: InlineRowHideOptions {
    inlineRowHideOptions ?? Form.defaultInlineRowHideOptions
  }

  /// Collapses every expanded inline row of the form, as Eureka's `hideInlineRows()` does.
  ///
  /// - Complexity: O(*k*) in the rows that are expanded.
  public func hideInlineRows() {
    collapseExpandedRows { _ in true }
  }

  /// Collapses the inline rows of other rows before `row` expands its own, when the options say so.
  func collapseInlineRows(beforeExpanding row: BaseRow) {
    guard effectiveInlineRowHideOptions.contains(.anotherInlineRowIsShown) else { return }
    collapseExpandedRows { $0 !== row }
  }

  /// Collapses the inline rows of other rows when `row` takes keyboard focus, when the options
  /// say so; the row's own inline row, and the row that owns `row` as its inline row, stay.
  func collapseInlineRowsOnFocus(of row: BaseRow) {
    guard effectiveInlineRowHideOptions.contains(.firstResponderChanges),
      !inlineStorage.expandedRows.isEmpty
    else { return }
    collapseExpandedRows { $0 !== row && $0.expandedInlineRow !== row }
  }

  /// Notes that `row` expanded its inline row.
  func inlineRowDidExpand(_ row: BaseRow) {
    inlineStorage.expandedRows.append(WeakRow(row: row))
  }

  /// Collapses the expanded rows of this form for which `shouldCollapse` is true, and forgets
  /// the ones that are gone or collapsed (a row whose section left the form is kept, weakly, in
  /// case it comes back).
  private func collapseExpandedRows(where shouldCollapse: (BaseRow) -> Bool) {
    for entry in inlineStorage.expandedRows {
      guard let row = entry.row, row.form === self, row.expandedInlineRow != nil,
        shouldCollapse(row)
      else { continue }
      (row as? any BaseInlineRowType)?.collapseInlineRow()
    }
    inlineStorage.expandedRows.removeAll { $0.row?.expandedInlineRow == nil }
  }
}

/// The lock-guarded store of ``Form/defaultInlineRowHideOptions``.
private final class InlineDefaults: @unchecked Sendable {
  static let shared = InlineDefaults()

  private let lock = NSLock()
  private var stored: InlineRowHideOptions = [.firstResponderChanges, .anotherInlineRowIsShown]

  var options: InlineRowHideOptions {
    get {
      lock.lock()
      defer { lock.unlock() }
      return stored
    }
    set {
      lock.lock()
      defer { lock.unlock() }
      stored = newValue
    }
  }
}
