import Formwork

/// The review before sending, in the run loop: a submit shows the review; the review submits,
/// or goes back to the form at the answer to change.
extension RunLoop {
  /// Hands `key` to the review.
  ///
  /// - Returns: The outcome once the review submits or cancels, `nil` to go on.
  mutating func handleOnReview(_ key: Key) -> FormOutcome? {
    guard var screen = review else { return nil }
    let step = screen.handle(key)
    review = screen
    switch step {
    case .continue: return nil
    case .submit: return .submitted(FormValues(session.form))
    case .cancel: return .cancelled(.byUser)
    case .back(let row):
      review = nil
      if let row, row.form != nil, !row.isHidden {
        if session.isPaged, let section = row.section { session.page = section }
        session.moveTo(row, direction: .down)
      }
      return nil
    }
  }
}
