import Foundation

/// Reading a model back from a form built from one.
extension Form {
  /// The form's values as a model of type `Model`, the type the form was built from.
  ///
  /// Rows tagged with paths (`address.city`) fill nested models, multivalued sections arrays;
  /// an optional nested model whose rows are all empty, and an optional array without items,
  /// read as `nil`. The values travel
  /// through the typed export (``values(as:includeHidden:)``'s JSON), so `Decimal` and `Float`
  /// properties read back from their rows' `Double`s and enums through their `Codable` form.
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
  ///   does not encode.
  public func model<Model: Codable>(updating base: Model, includeHidden: Bool = true)
    throws(ModelFormError) -> Model
  {
    let encoded: FormValue
    do {
      encoded = try JSONDecoder().decode(FormValue.self, from: FormValue.encoder.encode(base))
    } catch {
      throw .values(
        .encoding(type: String(describing: Model.self), reason: FormValueError.reason(error)))
    }
    return try readModel(Model.self, base: encoded, includeHidden: includeHidden)
  }

  private func readModel<Model: Decodable>(
    _ type: Model.Type, base: FormValue?, includeHidden: Bool
  ) throws(ModelFormError) -> Model {
    var missing: [String] = []
    var invalid: [String] = []
    let sections = includeHidden ? allSections : Array(self)
    // The rows of an optional nested model that is empty throughout read as `nil`, not missing.
    let emptyModels = (modelInfo?.optionalModels ?? []).filter { path in
      allRows.allSatisfy { row in
        guard let tag = row.tag, tag.hasPrefix(path + ".") else { return true }
        return row.baseValue == nil && row.inputError == nil
      }
    }
    func isInEmptyModel(_ tag: String?) -> Bool {
      guard let tag else { return false }
      return emptyModels.contains { tag.hasPrefix($0 + ".") }
    }
    for section in sections {
      let items = section as? BaseMultivaluedSection
      let rows = includeHidden ? section.allRows : Array(section)
      for row in rows where row !== items?.insertionRow {
        let name: String
        if let items, let tag = items.tag {
          name = "\(tag)[\(items.itemRows.firstIndex(of: row) ?? 0)]"
        } else {
          name = row.reference
        }
        if row.inputError != nil { invalid.append(name) }
        if row.baseValue == nil, row.required || items != nil, !isInEmptyModel(row.tag) {
          missing.append(name)
        }
      }
    }
    guard missing.isEmpty, invalid.isEmpty else {
      throw .incomplete(missing: missing, invalid: invalid)
    }
    do {
      let flat = try formValue(includeHidden: includeHidden)
      var nested = Self.nest(flat, optionalModels: modelInfo?.optionalModels ?? [])
      if let base { nested = base.merging(nested) }
      let data = try FormValue.encoder.encode(nested)
      return try FormValue.decoder.decode(Model.self, from: data)
    } catch let error as FormValueError {
      throw .values(error)
    } catch {
      throw .values(
        .decoding(type: String(describing: Model.self), reason: FormValueError.reason(error)))
    }
  }

  /// Values by dotted tag (`address.city`) made into nested objects; an optional model whose
  /// values are all empty becomes `null`.
  static func nest(_ flat: FormValue, optionalModels: Set<String>) -> FormValue {
    guard case .object(let values) = flat else { return flat }
    var root = FormValue.object([:])
    for (tag, value) in values.sorted(by: { $0.key < $1.key }) {
      root.insert(value, at: tag.split(separator: ".").map(String.init)[...])
    }
    // Deepest first, so that an empty optional model inside another one is `null` first.
    for path in optionalModels.sorted(by: { $0.count > $1.count }) {
      let components = path.split(separator: ".").map(String.init)
      if let value = root.value(at: components[...]), value.isEmptyModel {
        root.insert(.null, at: components[...])
      }
    }
    return root
  }
}

extension FormValue {
  /// This value with `other`'s on top: objects merge key by key, anything else is `other`.
  fileprivate func merging(_ other: FormValue) -> FormValue {
    guard case .object(var mine) = self, case .object(let theirs) = other else { return other }
    for (key, value) in theirs { mine[key] = mine[key]?.merging(value) ?? value }
    return .object(mine)
  }

  /// Puts `value` at a path of keys, making objects on the way.
  fileprivate mutating func insert(_ value: FormValue, at path: ArraySlice<String>) {
    guard let key = path.first else {
      self = value
      return
    }
    var object: [String: FormValue] = [:]
    if case .object(let existing) = self { object = existing }
    var child = object[key] ?? .object([:])
    child.insert(value, at: path.dropFirst())
    object[key] = child
    self = .object(object)
  }

  /// The value at a path of keys, if there is one.
  fileprivate func value(at path: ArraySlice<String>) -> FormValue? {
    guard let key = path.first else { return self }
    guard case .object(let object) = self else { return nil }
    return object[key]?.value(at: path.dropFirst())
  }

  /// Whether this is an object whose values are all `null`, empty arrays or such objects.
  fileprivate var isEmptyModel: Bool {
    switch self {
    case .null: return true
    case .array(let elements): return elements.isEmpty
    case .object(let values): return values.values.allSatisfy(\.isEmptyModel)
    default: return false
    }
  }
}
