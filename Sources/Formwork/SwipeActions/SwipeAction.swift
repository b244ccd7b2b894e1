/// What a swipe action does: it gets the action, the row swiped, and a completion handler to
/// call with `true` when the action was performed (a destructive action then removes the row) or
/// `false` when it was not.
public typealias SwipeActionHandler = (SwipeAction, BaseRow, ((Bool) -> Void)?) -> Void

/// An action revealed by swiping a row, such as Archive or Delete, as in Eureka.
///
/// ```swift
/// row.trailingSwipe.actions = [
///   SwipeAction(style: .destructive, title: "Delete") { _, _, completion in
///     completion?(true)  // the row is removed
///   }
/// ]
/// try row.swipe(.trailing, actionAt: 0)
/// ```
public final class SwipeAction {
  /// How an action looks and what its completion does.
  public enum Style: Equatable, Sendable {
    /// An ordinary action; the row stays.
    case normal
    /// An action that removes the row when its handler completes with `true`.
    case destructive
  }

  /// The action's style.
  public let style: Style

  /// The action's title, as its button shows it.
  public var title: String?

  /// What the action does when it is performed.
  public let handler: SwipeActionHandler

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - style: ``Style/destructive`` for an action that removes the row.
  ///   - title: The title of the action's button.
  ///   - handler: Performs the action; gets the action, the row and a completion handler.
  public init(style: Style, title: String?, handler: @escaping SwipeActionHandler) {
    self.style = style
    self.title = title
    self.handler = handler
  }
}
