/// Asks the processor for what validating a row reads, a few rows before the row is validated.
///
/// On a large form the rows are not in the cache: validating one waits for its validation state,
/// then for what that state points to (the text of its value, its last errors), each a read
/// from memory, one after the other, row after row. Plain closures over dense arrays wait for
/// nothing, because the processor sees them walk memory in order and fetches ahead by itself.
/// Rows are not in order in memory, so `Form.validate` tells it where to look: the state of the
/// row `stateDistance` rows ahead, what the state of the row `targetDistance` rows ahead points
/// to (its state was asked for earlier, so reading the addresses rarely waits), and the arrays
/// of rows of the sections ahead (`prefetchRowLists(_:after:)`); `Form.rowsToValidate` asks for
/// the sections ahead of the one it reads (`prefetchSections(_:after:)`).
///
/// Issue #28, `ChangeRatios --only "form.validate()/100000"`, profiled with `perf` (timer
/// samples): the wait for each row's state was the largest item, then the text of e-mail values,
/// the rows' last errors and the sections' arrays of rows; with all of them asked for ahead, a
/// rule took less than half the time. The distances were the best of those tried (4 to 24 rows
/// ahead; from 16 on the differences were within the machine's noise). A hint only (`prefetchForReading(_:)`): the addresses are never read through, and a
/// wrong one costs a wasted fetch.
struct ValidationPrefetcher {
  /// How many rows ahead a row's validation state is asked for.
  static let stateDistance = 24
  /// How many rows ahead what a row's state points to is asked for.
  static let targetDistance = 12

  /// The next row whose state is asked for.
  private var state: Cursor
  /// The next row whose state's targets are asked for.
  private var targets: Cursor

  /// A prefetcher ahead of the first row of `bySection`.
  init(_ bySection: UnsafeBufferPointer<[BaseRow]>) {
    state = Cursor(bySection, ahead: Self.stateDistance)
    targets = Cursor(bySection, ahead: Self.targetDistance)
  }

  /// Asks for the memory of the rows ahead of the one about to be validated.
  mutating func advance(_ bySection: UnsafeBufferPointer<[BaseRow]>) {
    if let row = state.next(bySection) { row._withUnsafeGuaranteedRef(Self.prefetchState) }
    if let row = targets.next(bySection) { row._withUnsafeGuaranteedRef(Self.prefetchTargets) }
  }

  /// Asks for the row's validation state and, right after it, `RowOf`'s value and rules (a
  /// class lays out a subclass's stored properties after its superclass's).
  private static func prefetchState(_ row: BaseRow) {
    withUnsafeMutablePointer(to: &row.validationStorage) { state in
      let start = UnsafeRawPointer(state)
      prefetchForReading(start)
      // The value of a common type takes at most 16 bytes, the rules 8.
      prefetchForReading(start + MemoryLayout<RowValidationStorage>.size + 23)
    }
  }

  /// Asks for the row's last errors (their count and the first one) and, for a row of text,
  /// the text of its value.
  private static func prefetchTargets(_ row: BaseRow) {
    let errors = row.validationStorage.errors.withUnsafeBufferPointer {
      UnsafeRawPointer($0.baseAddress)
    }
    if let errors {
      // An array's count sits 16 bytes before its first element.
      prefetchForReading(errors - 16)
      prefetchForReading(errors + 15)
    }
    if row.validationStorage.plainKind == .string,
      let text = unsafeDowncast(row, to: RowOf<String>.self).storedTextAddress()
    {
      // The reference count that the read of the value changes, and the first characters.
      prefetchForReading(text - 24)
      prefetchForReading(text)
    }
  }

  /// Asks for the array of rows of the section a few sections after `index` (its count and
  /// first rows), which the cursors read as they reach it.
  ///
  /// An array value is one reference to its storage: the address is read from `bySection`'s own
  /// memory, so the storage is neither retained nor read before the hint.
  static func prefetchRowLists(_ bySection: UnsafeBufferPointer<[BaseRow]>, after index: Int) {
    let ahead = index + rowListDistance
    guard ahead < bySection.count, let base = bySection.baseAddress else { return }
    let storage = UnsafeRawPointer(base + ahead).load(as: UnsafeRawPointer.self)
    prefetchForReading(storage)
    prefetchForReading(storage + 64)
  }

  /// How many sections ahead `prefetchRowLists(_:after:)` asks for a section's rows: the state
  /// cursor is `stateDistance` rows ahead, a section or two on the forms measured.
  static let rowListDistance = 4

  /// Asks for the section `stateDistance / 2` sections after `index` (its first line and its
  /// list of rows), and for the rows array of the section half as far ahead, whose reference
  /// count taking the array changes: `Form.rowsToValidate` reads each section once, in order.
  static func prefetchSections(
    _ sections: UnsafeBufferPointer<Unmanaged<Section>>, after index: Int
  ) {
    let distance = stateDistance / 2
    if index + distance < sections.count {
      sections[index + distance]._withUnsafeGuaranteedRef { section in
        prefetchForReading(UnsafeRawPointer(Unmanaged.passUnretained(section).toOpaque()))
        withUnsafeMutablePointer(to: &section.list) { prefetchForReading(UnsafeRawPointer($0)) }
      }
    }
    if index + distance / 2 < sections.count {
      let rows = sections[index + distance / 2]._withUnsafeGuaranteedRef { section in
        section.list.all.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
      }
      // An array's reference count sits 24 bytes before its first element, its count 16.
      if let rows { prefetchForReading(rows - 24) }
    }
  }

  /// A position in the rows of a validation, skipping empty sections.
  private struct Cursor {
    /// The section of the next row.
    private var section = 0
    /// The index of the next row in its section.
    private var row = 0

    /// A cursor `ahead` rows past the first row.
    init(_ bySection: UnsafeBufferPointer<[BaseRow]>, ahead: Int) {
      skipEmptySections(bySection)
      for _ in 0..<ahead where next(bySection) != nil {}
    }

    /// The row at the cursor, if any is left, moving past it.
    mutating func next(_ bySection: UnsafeBufferPointer<[BaseRow]>) -> Unmanaged<BaseRow>? {
      guard section < bySection.count else { return nil }
      let found = bySection[section].withUnsafeBufferPointer {
        $0.withMemoryRebound(to: Unmanaged<BaseRow>.self) { $0[row] }
      }
      row += 1
      skipEmptySections(bySection)
      return found
    }

    /// Moves past the end of sections until a row is at the cursor, or none is left.
    private mutating func skipEmptySections(_ bySection: UnsafeBufferPointer<[BaseRow]>) {
      while section < bySection.count, row >= bySection[section].count {
        section += 1
        row = 0
      }
    }
  }
}

extension RowOf where T == String {
  /// Where the characters of the value are stored, for the prefetcher: `nil` for no value and
  /// for text of 15 bytes or fewer, which is stored inside the value itself.
  ///
  /// The address is used as a hint only, never read through, so that the storage is not
  /// retained (an atomic write to memory not yet in the cache, the very wait the hint avoids).
  func storedTextAddress() -> UnsafeRawPointer? {
    guard (storedValue?.utf8.count ?? 0) > 15 else { return nil }
    return storedValue?.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) }
      ?? nil
  }
}
