/// What a form keeps for conditions, in one place the form holds: the index from tags to what
/// reads them, and the state of an evaluation.
struct FormConditionStorage {
  /// For each tag, the rows and sections whose conditions read it.
  var dependents: [String: DependentList] = [:]
  /// Whether a pass over conditions is running (or deferred while sections join, or while a
  /// group of changes holds conditions back), so that a change made inside it joins the pass
  /// instead of starting one of its own.
  var isEvaluatingDependents = false
  /// The tags whose dependents were asked for while a pass runs, in the order they were asked.
  var requestedTags: [String] = []
}
