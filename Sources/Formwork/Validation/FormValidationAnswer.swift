/// A form's last validation answer, kept so that validating the form again builds no new array
/// while every row reports the very errors it reported last time.
///
/// Each row whose rules fail as they did gives back the array of errors it holds (see
/// `RowOf.collectErrors()`). Joining those arrays into the form's answer copied every error
/// (two retains each: atomic writes to its origin, which on a large form is not in the cache)
/// and released every error when the answer went: on `ChangeRatios`' `form.validate()` over
/// 100,000 rows, most of what failing rows cost beyond passing ones (issue #28). Now the form
/// keeps what each row reported and the joined answer; a validation in which every row reports
/// the same array object, at the same place (`ValidationError.identical(_:_:)`, the check a row's
/// setter makes too), returns the kept answer.
///
/// The kept arrays are held, so no array that the comparison relies on can be freed and its
/// address reused; an array's elements cannot change while it is held here (a change copies
/// it first), so the same object means the same errors.
struct FormValidationAnswer {
  /// What each part of the validation reported, in order: each row, then the section's own
  /// rules for a section that has them.
  var parts: [[ValidationError]] = []
  /// The parts' errors, joined: the answer.
  var errors: [ValidationError] = []
}

extension FormValidationAnswer {
  /// Builds a validation's answer part by part, giving back the last answer while every part is
  /// the very array reported at its place last time.
  struct Builder {
    /// The last answer.
    private let last: FormValidationAnswer
    /// Whether every part so far was the one at its place in `last`.
    private var reusing = true
    /// How many parts were added.
    private var count = 0
    /// How many errors the parts added so far hold, while `reusing`.
    private var reusedErrors = 0
    /// The answer being built, once a part differs from `last`.
    private var answer = FormValidationAnswer()

    /// A builder that compares each part with `last`.
    init(last: FormValidationAnswer) { self.last = last }

    /// Adds the errors one row (or one section's rules) reported.
    mutating func add(_ part: [ValidationError]) {
      if reusing {
        if count < last.parts.count, ValidationError.identical(part, last.parts[count]) {
          count += 1
          reusedErrors += part.count
          return
        }
        startAnswer()
      }
      answer.parts.append(part)
      if !part.isEmpty { answer.errors.append(contentsOf: part) }
      count += 1
    }

    /// The answer, and what the form keeps for next time (`nil` when it keeps what it has).
    consuming func finish() -> (answer: [ValidationError], keep: FormValidationAnswer?) {
      if reusing, count == last.parts.count { return (last.errors, nil) }
      if reusing { startAnswer() }
      return (answer.errors, answer)
    }

    /// Starts the answer from the parts of `last` that were reported again.
    private mutating func startAnswer() {
      reusing = false
      answer.parts = Array(last.parts[..<count])
      answer.errors = Array(last.errors[..<reusedErrors])
    }
  }
}
