/// The actions revealed by swiping a row from one edge, as in Eureka.
///
/// A row has one for each edge: ``BaseRow/leadingSwipe`` and ``BaseRow/trailingSwipe``, both
/// empty unless set.
public struct SwipeConfiguration {
  /// Whether swiping all the way across performs the first action.
  public var performsFirstActionWithFullSwipe = false

  /// The actions, the first nearest the edge the swipe starts from.
  public var actions: [SwipeAction] = []

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - actions: The actions, the first nearest the edge.
  ///   - performsFirstActionWithFullSwipe: Whether a full swipe performs the first action.
  public init(actions: [SwipeAction] = [], performsFirstActionWithFullSwipe: Bool = false) {
    self.actions = actions
    self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
  }
}

/// The edge of a row a swipe starts from.
public enum SwipeEdge: String, Equatable, Sendable {
  /// The leading edge (the left, in a left-to-right language).
  case leading
  /// The trailing edge (the right, in a left-to-right language).
  case trailing
}
