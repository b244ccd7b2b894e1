/// A collection without an order, such as the value of a ``MultipleSelectorRow``, that a form
/// submits as an array in a stable order.
protocol UnorderedFormElements {
  /// The elements, sorted by the text of the value each submits.
  var stableElements: [Any] { get }
}

extension Set: UnorderedFormElements {
  var stableElements: [Any] {
    map { element -> (key: String, element: Any) in
      let submitted = (element as? any FormOptionValue)?.formValue ?? element
      return (String(describing: submitted), element)
    }
    .sorted { $0.key < $1.key }
    .map(\.element)
  }
}
