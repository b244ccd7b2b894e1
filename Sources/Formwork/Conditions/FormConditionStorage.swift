/// What a form keeps for conditions, in one place the form holds: the index from tags to what
/// reads them, and the state of an evaluation.
struct FormConditionStorage {
  /// For each tag, the rows and sections whose conditions read it; add with
  /// ``append(_:readingTag:)``, so ``generation`` follows.
  private(set) var dependents: [String: DependentList] = [:]
  /// Changes whenever an entry is added to ``dependents``: a row's cached answer to "does a
  /// condition read my tag" (``RowConditionStorage/tagReadGeneration``) is current while it
  /// matches.
  private(set) var generation = 1
  /// Whether a pass over conditions is running (or deferred while sections join, or while a
  /// group of changes holds conditions back), so that a change made inside it joins the pass
  /// instead of starting one of its own.
  var isEvaluatingDependents = false
  /// The tags whose dependents were asked for while a pass runs, in the order they were asked.
  var requestedTags: [String] = []

  /// Records that `dependent`'s condition reads `tag`.
  mutating func append(_ dependent: Form.Dependent, readingTag tag: String) {
    dependents[tag, default: []].append(dependent)
    generation &+= 1
  }

  /// Removes every entry of `object` under `tag`.
  mutating func remove(_ object: AnyObject, readingTag tag: String) {
    dependents[tag]?.remove(object)
  }
}
