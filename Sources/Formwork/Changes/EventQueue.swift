import Foundation

/// The events a form holds back while a pass records or refreshes, or while it delivers earlier
/// events: an observer that changes the form while it hears an event runs a pass whose events
/// join the end of the queue, so every observer hears every event in the order the changes
/// happened, each event's positions valid after the events before it.
///
/// A renderer that hears `sectionsAdded` reads the section's rows as they are then, so the row
/// events of that section recorded after it in the same queue are left out: its rows are read
/// when its addition is delivered.
///
/// Rows hidden (or shown) one after the other, with no other event between them, go out as one
/// ``RowVisibilityBatch``: one `rowsRemoved` (or `rowsAdded`) for all of them, then their
/// `rowVisibilityChanged` events.
struct EventQueue {
  /// An entry of the queue: an event, or the events of rows hidden (or shown) together.
  enum Entry {
    case event(FormEvent)
    case visibility(VisibilityEvents)
  }

  var entries: [Entry] = []
  /// How many deliveries an entry is nested in, by position, for the entries appended while the
  /// queue delivers (the others are nested in none): an event caused by an observer while it
  /// heard an event of depth *d* has depth *d* + 1.
  var depths: [Int: Int] = [:]
  var isDelivering = false
  /// The position of the next entry to deliver.
  var next = 0
  /// The depth of the entry being delivered now, or 0; it counts toward
  /// ``Form/maximumNestedValueChanges``, so observers that change values on every change end.
  var deliveryDepth = 0
  /// For each section added (or put in by a replacement) by an event of the queue, the position
  /// of the last such entry.
  var additions: [ObjectIdentifier: Int] = [:]
  /// The rows hidden or shown since the last entry appended, not yet an entry.
  var batch = RowVisibilityBatch()

  /// Whether nothing waits to be delivered.
  var isEmpty: Bool { entries.isEmpty && batch.events.rows.isEmpty }

  /// Adds an event at the end, after the rows hidden or shown before it.
  mutating func append(_ event: FormEvent) {
    flushBatch()
    switch event {
    case .sectionsAdded(let sections, _), .sectionsReplaced(_, let sections, _):
      for section in sections { additions[ObjectIdentifier(section)] = entries.count }
    default: break
    }
    add(.event(event))
  }

  /// Notes that `row` left (`isHidden`) or entered the visible index path `path` of `section`.
  ///
  /// Positions are as they are right after this change; the events go out with the rows hidden
  /// or shown next to it. Left out while an entry held back adds the section.
  mutating func appendVisibilityChange(
    of row: BaseRow, isHidden: Bool, at path: IndexPath, in section: Section
  ) {
    if holdsAddition(of: section) { return }
    if !batch.add(row, isHidden: isHidden, at: path) {
      flushBatch()
      _ = batch.add(row, isHidden: isHidden, at: path)
    }
  }

  /// Makes the rows hidden or shown so far an entry at the end of the queue.
  mutating func flushBatch() {
    guard !batch.events.rows.isEmpty else { return }
    add(.visibility(batch.take()))
  }

  private mutating func add(_ entry: Entry) {
    if isDelivering { depths[entries.count] = deliveryDepth + 1 }
    entries.append(entry)
  }

  /// How many deliveries the entry at `position` is nested in.
  func depth(at position: Int) -> Int {
    depths.isEmpty ? 0 : depths[position] ?? 0
  }

  /// Whether an entry of the queue that is not delivered yet adds `section`.
  func holdsAddition(of section: Section) -> Bool {
    guard !additions.isEmpty, let position = additions[ObjectIdentifier(section)] else {
      return false
    }
    return position >= next
  }

  /// Forgets every entry, once all are delivered.
  mutating func reset() {
    entries.removeAll(keepingCapacity: true)
    if !depths.isEmpty { depths.removeAll() }
    if !additions.isEmpty { additions.removeAll() }
    next = 0
    deliveryDepth = 0
  }
}

/// The events of rows hidden, or rows shown, together: one `rowsRemoved` (or `rowsAdded`) with
/// all the rows, then a `rowVisibilityChanged` for each, at the same index path.
struct VisibilityEvents {
  var rows: [BaseRow] = []
  /// The index paths as a renderer applies them all at once (the positions before the batch for
  /// a removal, after it for an insertion, as a table view's `deleteRows` and `insertRows` take
  /// them), in ascending order.
  var paths: [IndexPath] = []
  /// Whether the rows were hidden (removed) or shown (added).
  var isHidden = false

  /// The structural event: `rowsRemoved` or `rowsAdded`.
  var structuralEvent: FormEvent {
    isHidden ? .rowsRemoved(rows, at: paths) : .rowsAdded(rows, at: paths)
  }
}

/// Rows hidden, or rows shown, one after the other, as one batch: the index paths are those a
/// renderer applies all at once (the positions before the batch for a removal, after it for an
/// insertion, as a table view's `deleteRows` and `insertRows` take them), in ascending order.
///
/// A change joins the batch only when its position follows the batch's last one (a later
/// section, or later in the same section), so each path is found in O(1); any other change
/// starts a new batch.
struct RowVisibilityBatch {
  private(set) var events = VisibilityEvents()
  /// The section of the last change, and its row position as it was reported.
  private var lastSection = 0
  private var lastRow = 0
  /// How many rows of `lastSection` the batch holds.
  private var countInLastSection = 0

  /// Adds a row that left (`isHidden`) or entered `path`, the position right after this change
  /// alone.
  ///
  /// - Returns: `false`, adding nothing, when the change does not follow the batch.
  mutating func add(_ row: BaseRow, isHidden: Bool, at path: IndexPath) -> Bool {
    let section = path.section
    let position = path.row
    if events.rows.isEmpty {
      events.isHidden = isHidden
      countInLastSection = 0
    } else {
      guard isHidden == events.isHidden, section >= lastSection else { return false }
      if section > lastSection {
        countInLastSection = 0
      } else if isHidden ? position < lastRow : position <= lastRow {
        return false
      }
    }
    // A removal's position counts the rows the batch removed before it in its section; an
    // insertion after the batch's earlier ones moves none of them.
    events.rows.append(row)
    events.paths.append(
      isHidden ? IndexPath(row: position + countInLastSection, section: section) : path)
    lastSection = section
    lastRow = position
    countInLastSection += 1
    return true
  }

  /// The events of the batch, leaving it empty.
  mutating func take() -> VisibilityEvents {
    let taken = events
    events = VisibilityEvents()
    return taken
  }
}
