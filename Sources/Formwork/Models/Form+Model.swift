/// Forms built from models (TLFormModel's forms, in Swift) and reloaded from them.
extension Form {
  /// Builds a form from a model: one row per stored property, in declaration order, tagged with
  /// the property's name and titled from it.
  ///
  /// The model is any struct or class, with no base class to inherit; conforming to
  /// ``FormModel`` adds per-property options. The row follows the property's type (see
  /// ``ModelRowKind``); optional properties may be empty, the others are
  /// ``BaseRow/required``. An array of values becomes a multivalued section tagged with the
  /// property's name; a nested model a section whose rows are tagged `address.city`. The
  /// layout rules of the model's ``FormModelDescription`` become the form's ``layout``.
  ///
  /// ```swift
  /// struct Profile: Codable { var userName: String; var age: Int? }
  /// let form = try Form(model: Profile(userName: "ann", age: nil))
  /// // TextRow "userName" titled "User Name" (required), IntRow "age" titled "Age"
  /// ```
  /// - Parameters:
  ///   - model: The model whose properties and values make the form.
  ///   - options: Whether unsupported properties are skipped, and how deep models nest.
  /// - Throws: ``ModelFormError``: all the problems found at once (an unsupported type, a
  ///   recursive or too deep nesting, a key path of the description that names nothing, a row
  ///   kind or rule that does not fit the property).
  /// - Complexity: O(*n*) in the number of properties.
  public convenience init<Model>(model: Model, options: ModelFormOptions = ModelFormOptions())
    throws(ModelFormError)
  {
    try self.init(walking: model, of: Model.self, options: options, keepsValues: true)
  }

  /// Builds a form from a model's properties, with their values or (`keepsValues` false) empty.
  convenience init<Model>(
    walking model: Any, of type: Model.Type, options: ModelFormOptions, keepsValues: Bool
  ) throws(ModelFormError) {
    let plan = try ModelWalker(options: options).walk(model, isPlaceholder: !keepsValues)
    var sections: [Section] = []
    for planned in plan.sections {
      switch planned {
      case .model(let path, let header, _, let leaves):
        let section = Section(header)
        if !path.isEmpty { section.tag = path }
        for leaf in leaves {
          let row = ModelRowFactory.makeRow(leaf.kind, scalar: leaf.scalar, tag: leaf.path)
          try ModelRowFactory.configure(row, with: leaf, title: leaf.title)
          if keepsValues {
            ModelRowFactory.setValue(
              row, to: ModelRowFactory.rowValue(leaf.value, scalar: leaf.scalar))
          }
          section.append(row)
        }
        sections.append(section)
      case .list(let leaf, let elements):
        sections.append(try Self.listSection(leaf, elements: keepsValues ? elements : []))
      case .cleared:
        break
      }
    }
    self.init()
    var modelPaths: Set<String> = []
    for case .model(let path, _, _, _) in plan.sections where !path.isEmpty {
      modelPaths.insert(path)
    }
    modelInfo = ModelFormInfo(
      options: options, optionalModels: plan.optionalModels, modelPaths: modelPaths,
      skipped: plan.skipped)
    for section in sections { append(section) }
    if let described = Model.self as? any FormModel.Type {
      layout = FormModelDescription<Model>.layout(of: described)
    }
  }

  /// The multivalued section of an array property, with a row per element.
  private static func listSection(_ leaf: ModelLeafPlan, elements: [Any]) throws(ModelFormError)
    -> MultivaluedSection
  {
    // One item row is set up here, so that a rule that does not fit is thrown.
    try ModelRowFactory.configure(
      ModelRowFactory.makeRow(leaf.kind, scalar: leaf.scalar, tag: nil), with: leaf, title: nil)
    let makeItem = { () -> BaseRow in
      let row = ModelRowFactory.makeRow(leaf.kind, scalar: leaf.scalar, tag: nil)
      try? ModelRowFactory.configure(row, with: leaf, title: nil)
      return row
    }
    let section = MultivaluedSection(
      multivaluedOptions: [.Insert, .Delete, .Reorder], header: leaf.title
    ) { section in
      section.tag = leaf.path
      section.multivaluedRowToInsertAt = { _ in makeItem() }
      if let hidden = leaf.options?.hidden { section.hidden = hidden }
    }
    for element in elements {
      let row = makeItem()
      ModelRowFactory.setValue(row, to: ModelRowFactory.rowValue(element, scalar: leaf.scalar))
      section.insert(row, at: section.itemCount)
    }
    return section
  }

  /// The properties ``init(model:options:)`` skipped because their type has no row (with
  /// ``ModelFormOptions/skipsUnsupportedProperties``), each a
  /// ``ModelFormError/unsupportedType(property:type:reason:)`` naming it and its type.
  public var skippedModelProperties: [ModelFormError] { modelInfo?.skipped ?? [] }

  /// Puts a model's values into the form without rebuilding it (TLFormView's cheap reload).
  ///
  /// Each property's row keeps its identity and gets the new value as if code set it, with the
  /// usual change events, callbacks and condition updates; rows whose value is the same do not
  /// change. An array replaces the items of its multivalued section; a nested optional model
  /// without a value empties its rows. The values are put as one pass
  /// (``performChanges(_:)``): each cell is refreshed once and the conditions evaluated once.
  ///
  /// - Parameter model: A model of the type the form was built from (or one with the same
  ///   property names and types).
  /// - Returns: The properties with no row (``FormValuesReport/unknownKeys``), the values a row
  ///   could not take (``FormValuesReport/mismatches``), and the rows that are hidden.
  /// - Throws: ``ModelFormError`` when the model cannot be walked (as when building).
  @discardableResult
  public func reloadValues<Model>(from model: Model) throws(ModelFormError) -> FormValuesReport {
    var walker = ModelWalker(options: modelInfo?.options ?? ModelFormOptions())
    walker.clearsMissingModels = true
    let plan = try walker.walk(model)
    var report = FormValuesReport()
    performChanges {
      reload(plan, &report)
    }
    return report
  }

  /// Puts the values of a walked model into the form's rows and sections.
  private func reload(_ plan: ModelPlan, _ report: inout FormValuesReport) {
    for planned in plan.sections {
      switch planned {
      case .model(_, _, _, let leaves):
        for leaf in leaves {
          reload(
            tag: leaf.path, with: ModelRowFactory.rowValue(leaf.value, scalar: leaf.scalar), &report
          )
        }
      case .list(let leaf, let elements):
        let values = elements.map { ModelRowFactory.rowValue($0, scalar: leaf.scalar) }
        reload(tag: leaf.path, with: values, &report)
      case .cleared(let path):
        for row in allRows where row.tag?.hasPrefix(path + ".") == true {
          reload(tag: row.tag ?? "", with: nil, &report)
        }
        for section in allSections where section.tag?.hasPrefix(path + ".") == true {
          reload(tag: section.tag ?? "", with: [Any](), &report)
        }
      }
    }
  }

  /// Sets the value of the row or section tagged `tag`, noting what could not be set.
  private func reload(tag: String, with value: Any?, _ report: inout FormValuesReport) {
    setValue(forTag: tag, into: &report) { _ in value }
  }
}

/// What a form built from a model remembers: how it was built, which nested models are
/// optional, and which properties were skipped.
struct ModelFormInfo {
  var options: ModelFormOptions
  var optionalModels: Set<String>
  /// The paths of the nested models (`address`), whose rows are tagged `address.…`.
  var modelPaths: Set<String>
  var skipped: [ModelFormError]
}
