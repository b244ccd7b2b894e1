import Foundation

/// One property shown as a row (or, in a list, as the rows of its items).
struct ModelLeafPlan {
  /// The full property path, the row's tag.
  var path: String
  /// The property's name.
  var name: String
  var scalar: ModelScalar
  /// The property's declared type, for errors.
  var typeName: String
  var isOptional: Bool
  /// The value (unwrapped), or `nil`.
  var value: Any?
  var options: FormModelFieldOptions?

  /// The row kind: the field's choice, or the type's.
  var kind: ModelRowKind { options?.row ?? scalar.defaultKind }
  /// The row's title: the field's, or one made from the name.
  var title: String { options?.title ?? ModelTypeCache.title(of: name) }
  /// Whether the row must have a value: the field's choice, or else whether the property is
  /// not optional — except a `Bool`, whose switch always has an answer (off is one), so it is
  /// never marked required unless the field asks.
  var isRequired: Bool {
    if let required = options?.required { return required }
    if case .bool = scalar { return false }
    return !isOptional
  }
}

/// A section of a model's form.
enum ModelSectionPlan {
  /// A model's scalar properties; `path` is empty for the root model.
  case model(path: String, header: String?, isOptional: Bool, rows: [ModelLeafPlan])
  /// An array property: a multivalued section, `leaf.value` the array's elements.
  case list(ModelLeafPlan, elements: [Any])
  /// An optional nested model without a value, met while reloading: its rows are emptied.
  case cleared(path: String)
}

/// What walking a model gives.
struct ModelPlan {
  var sections: [ModelSectionPlan] = []
  /// Paths of nested models that are optional.
  var optionalModels: Set<String> = []
  /// Properties skipped because their type has no row.
  var skipped: [ModelFormError] = []
}
