import Foundation

/// Reading a model back from a form built from one.
extension Form {
  /// The form's values as a model of type `Model`, the type the form was built from.
  ///
  /// Rows tagged with paths (`address.city`) fill nested models, multivalued sections arrays;
  /// an optional nested model whose rows are all empty, and an optional array without items,
  /// read as `nil`. The model decodes itself straight from the rows' values (no JSON): `Decimal`
  /// and `Float` properties read back from their rows' `Double`s (through their shortest text),
  /// enums as the rows hold them, and types that decode from a single value (an enum that is
  /// not `CaseIterable`) from it.
  ///
  /// ```swift
  /// let profile = try form.model(as: Profile.self)
  /// ```
  /// - Parameters:
  ///   - type: The model's type.
  ///   - includeHidden: Whether hidden rows give their values; `true` unless set, since the
  ///     model has a property for each of them.
  /// - Returns: The model.
  /// - Throws: ``ModelFormError/incomplete(missing:invalid:)`` naming every required row
  ///   (``BaseRow/required``, the rows of non-optional properties) that is empty and every row
  ///   holding typed text that did not parse, all at once; ``ModelFormError/values(_:)`` when
  ///   the values do not decode into `Model` (naming the key path).
  public func model<Model: Decodable>(as type: Model.Type, includeHidden: Bool = true)
    throws(ModelFormError) -> Model
  {
    try readModel(Model.self, base: nil, includeHidden: includeHidden)
  }

  /// The form's values put into a copy of `base`: properties without a row (excluded or
  /// skipped ones) keep the values `base` has.
  ///
  /// ```swift
  /// profile = try form.model(updating: profile)
  /// ```
  /// - Parameters:
  ///   - base: The model whose values stand where the form has no row.
  ///   - includeHidden: Whether hidden rows give their values; `true` unless set.
  /// - Returns: The updated model.
  /// - Throws: As ``model(as:includeHidden:)``; ``ModelFormError/values(_:)`` also when `base`
  ///   does not encode where a property without a row needs its value (a model whose every
  ///   property has a row is never encoded).
  public func model<Model: Codable>(updating base: Model, includeHidden: Bool = true)
    throws(ModelFormError) -> Model
  {
    try readModel(
      Model.self, base: ModelBaseRoot(base), includeHidden: includeHidden)
  }

  private func readModel<Model: Decodable>(
    _ type: Model.Type, base: ModelBaseNode?, includeHidden: Bool
  ) throws(ModelFormError) -> Model {
    try checkModelRows(includeHidden: includeHidden)
    if !includeHidden { settleDeferredConditions() }
    let context = ModelReadContext(form: self, includeHidden: includeHidden)
    do {
      return try Model(
        from: ModelRowDecoder(
          context: context, scope: context.index.root, base: base, codingPath: []))
    } catch let error as EncodingError {
      throw .values(
        .encoding(type: String(describing: Model.self), reason: FormValueError.reason(error)))
    } catch {
      throw .values(
        .decoding(type: String(describing: Model.self), reason: FormValueError.reason(error)))
    }
  }

  /// Throws ``ModelFormError/incomplete(missing:invalid:)`` naming every required row that is
  /// empty (and every empty item of a list) and every row with text that did not parse.
  private func checkModelRows(includeHidden: Bool) throws(ModelFormError) {
    var missing: [String] = []
    var invalid: [String] = []
    let optionalModels = modelInfo?.optionalModels ?? []
    // The rows of an optional nested model that is empty throughout read as `nil`, not missing;
    // which models have a value is worked out the first time an empty row asks.
    var filledModels: Set<String>?
    func isInEmptyModel(_ tag: String?) -> Bool {
      guard let tag, !optionalModels.isEmpty else { return false }
      let filled =
        filledModels
        ?? {
          var filled: Set<String> = []
          for row in allRows where !ModelRowFactory.isEmpty(row) || row.inputError != nil {
            guard let tag = row.tag else { continue }
            for path in optionalModels where tag.hasPrefix(path + ".") { filled.insert(path) }
          }
          filledModels = filled
          return filled
        }()
      return optionalModels.contains { !filled.contains($0) && tag.hasPrefix($0 + ".") }
    }
    for section in includeHidden ? storedAllSections : visibleSections {
      let items = section as? BaseMultivaluedSection
      for row in includeHidden ? section.storedAllRows : section.visibleRows
      where row !== items?.insertionRow {
        let isInvalid = row.inputError != nil
        let isMissing =
          (row.required || items != nil) && ModelRowFactory.isEmpty(row)
          && !isInEmptyModel(row.tag)
        guard isInvalid || isMissing else { continue }
        let name: String
        if let items, let tag = items.tag {
          name = "\(tag)[\(items.itemRows.firstIndex(of: row) ?? 0)]"
        } else {
          name = row.reference
        }
        if isInvalid { invalid.append(name) }
        if isMissing { missing.append(name) }
      }
    }
    guard missing.isEmpty, invalid.isEmpty else {
      throw .incomplete(missing: missing, invalid: invalid)
    }
  }
}
