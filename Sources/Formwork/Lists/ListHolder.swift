import Foundation

/// What holds a ``VisibleList``: a form (of sections) or a section (of rows).
///
/// The editing algorithm — insert, remove, replace, show and hide at the original position,
/// with the callbacks a removal sets off running first — is written once, in the extensions of
/// this protocol (`ListHolder+Editing`, `ListHolder+Removal`). A holder supplies only its join
/// and leave hooks and turns the changes the algorithm reports (``ListChange``) into events.
protocol ListHolder: AnyObject {
  associatedtype Element: ListMember

  /// The holder's elements, all and visible.
  var list: VisibleList<Element> { get set }

  /// Runs the callbacks that removing `elements` sets off (the blur of the focused row, the
  /// collapse of an expanded inline row) before anything else is computed.
  ///
  /// - Returns: Whether any ran, so positions computed before are stale.
  @discardableResult
  func settleBeforeRemoving(_ elements: [Element]) -> Bool

  /// Lets `element`, just put in the list (not yet visible), join the holder; the algorithm then
  /// shows it when it is still held and not hidden.
  func join(_ element: Element)

  /// Lets `element` leave the holder, before it is taken out of the list.
  func leave(_ element: Element)

  /// Where elements asked to go at `position` (among all the elements) really go.
  func insertionPosition(_ position: Int, for incoming: [Element]) -> Int

  /// Runs `body`, in which elements join and the change is reported.
  func placing(_ body: () -> Void)

  /// Tells the holder's listeners (and its own overrides) about a change.
  func report(_ change: ListChange<Element>)

  /// Runs what follows a change: the conditions that read the elements that left or joined.
  func didChange(left: [Element], joined: [Element])

  /// Whether an element appended at the end really goes there (``insertionPosition(_:for:)``
  /// would not move it), so ``appendElement(_:)`` may take its direct path.
  var appendsAtEnd: Bool { get }

  /// Reports `element`, appended and shown at the visible position `position`: what
  /// ``report(_:)`` does for an addition of it alone, without building collections nobody
  /// reads.
  func reportAppended(_ element: Element, at position: Int)

  /// Runs what follows appending `element`: what ``didChange(left:joined:)`` does for it alone.
  func didAppend(_ element: Element)
}

extension ListHolder {
  func holds(_ element: Element) -> Bool { element.listHolder === self }

  func insertionPosition(_ position: Int, for incoming: [Element]) -> Int { position }

  func placing(_ body: () -> Void) { body() }

  var appendsAtEnd: Bool { true }

  func reportAppended(_ element: Element, at position: Int) {
    report(.added([element], at: position..<position + 1))
  }

  func didAppend(_ element: Element) { didChange(left: [], joined: [element]) }
}

/// A change of a holder's visible elements, by position, as the editing algorithm reports it to
/// the holder, which turns it into events.
///
/// A replacement is reported in up to three parts (replaced, removed, added). Positions (`at`)
/// count from where the new elements went; `formerly` gives the positions the removed elements
/// had before they left (they differ only when a moved element left from before them).
enum ListChange<Element> {
  /// `elements` joined the visible elements at `at`.
  case added([Element], at: Range<Int>)
  /// `elements` left the visible elements.
  case removed([Element], at: IndexSet, formerly: IndexSet)
  /// `new` took the place of `old` among the visible elements.
  case replaced(old: [Element], new: [Element], at: Range<Int>, formerly: Range<Int>)
  /// `element`'s condition showed it, at `at`.
  case shown(Element, at: Int)
  /// `element`'s condition hid it; it was at `at`.
  case hidden(Element, at: Int)
  /// `element` moved from one visible position to another.
  case moved(Element, from: Int, to: Int)
}
