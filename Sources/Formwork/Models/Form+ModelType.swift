/// Empty forms built from a model type alone, with no instance.
extension Form {
  /// Builds an empty form from a `Decodable` model type: the rows ``init(model:options:)``
  /// builds from an instance of it, every one without a value, and every array's section
  /// without items.
  ///
  /// The mapping, the ``FormModelDescription`` options and the errors are those of
  /// ``init(model:options:)``. A required row (a non-optional property) says that it has no
  /// value only when the form's validation says so, as any empty required row.
  ///
  /// ```swift
  /// struct Signup: Codable { var name: String; var email: String; var age: Int? }
  /// let form = try Form(modelType: Signup.self)
  /// // TextRow "name" (required, empty), TextRow "email" (required, empty), IntRow "age"
  /// let signup = try form.model(as: Signup.self)  // once the user has filled it in
  /// ```
  ///
  /// The type makes an instance of itself to be walked, through its `init(from:)`, from
  /// placeholders: empty text, zero numbers, `false`, empty arrays, the first case of a
  /// `CaseIterable` enum, `nil` for optional properties. An `init(from:)` that refuses them (a
  /// check that a name is not empty) cannot be built this way: build from an instance instead.
  /// A non-optional property of a type that has no row and no placeholder (an enum that is not
  /// `CaseIterable`) is thrown even with ``ModelFormOptions/skipsUnsupportedProperties``,
  /// since no instance can be made without it.
  ///
  /// The spelling is not an overload of ``init(model:options:)``: `Form(model: Signup.self)`
  /// would also match `init(model:)` with the metatype as the model, and a type that is not
  /// `Decodable` would silently take that path and fail at run time.
  ///
  /// - Parameters:
  ///   - modelType: The model's type.
  ///   - options: Whether unsupported properties are skipped, and how deep models nest.
  /// - Throws: ``ModelFormError``: the errors of ``init(model:options:)``; also
  ///   ``ModelFormError/notAModel(type:)`` when the type does not decode as keys and values,
  ///   and ``ModelFormError/placeholderRejected(property:type:reason:)`` when its
  ///   `init(from:)` (or a nested model's) refuses the placeholders.
  /// - Complexity: O(*n*) in the number of properties.
  public convenience init<Model: Decodable>(
    modelType: Model.Type, options: ModelFormOptions = ModelFormOptions()
  ) throws(ModelFormError) {
    let instance = try ModelPlaceholderCache.instance(of: Model.self, options: options)
    try self.init(walking: instance, of: Model.self, options: options, keepsValues: false)
  }
}
