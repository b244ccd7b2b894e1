/// A model type that describes how its form looks: titles, placeholders, help texts, row kinds,
/// rules, conditions, order and excluded properties, without leaving the type.
///
/// Conforming is optional: ``Form/init(model:options:)`` builds a form from any struct or class.
/// The description is static, so the model stays an ordinary value and keeps its `Codable`
/// conformance; it names properties by key path, so the compiler checks the names.
///
/// ```swift
/// struct Profile: Codable, FormModel {
///   var userName: String
///   var age: Int?
///   var internalID = 0
///
///   static var formDescription: FormModelDescription<Profile> {
///     FormModelDescription(
///       excluding: [\.internalID],
///       fields: [
///         .field(\.userName, placeholder: "ann", help: "Shown to other people"),
///         .field(\.age, hidden: "$userName == nil"),
///       ])
///   }
/// }
/// ```
public protocol FormModel {
  /// How the form of this type differs from the one inferred from its properties.
  static var formDescription: FormModelDescription<Self> { get }
}

/// The options of a model's form: per-property fields, an order, excluded properties, a
/// section header and layout rules.
///
/// Properties are named by key path (`\.userName`, or `\.address.city` for a property of a
/// nested model); a key path that does not name a stored property is reported as
/// ``ModelFormError/unresolvedKeyPath(_:)`` when the form is built.
public struct FormModelDescription<Model> {
  /// The header of the model's section; none unless set (nested models get their title).
  public var header: String?
  /// Properties to show first, in this order; the others follow in declaration order.
  public var order: [PartialKeyPath<Model>]
  /// Properties that get no row.
  public var excluded: [PartialKeyPath<Model>]
  /// Per-property options.
  public var fields: [FormModelField<Model>]
  /// The form's layout rules, naming rows by property name; `nil` for the vertical layout.
  ///
  /// They become the form's ``Form/layout``. Only the rules of the model the form is built
  /// from apply, not a nested model's; a nested row's tag (`address.city`) has a dot, which
  /// layout rules do not name.
  public var layout: FormLayout?

  /// Creates a description from its parts.
  ///
  /// - Parameters:
  ///   - header: The header of the model's section.
  ///   - order: Properties to show first, in this order.
  ///   - excluded: Properties that get no row.
  ///   - fields: Per-property options.
  ///   - layout: The form's layout rules per width class; none unless set.
  public init(
    header: String? = nil, order: [PartialKeyPath<Model>] = [],
    excluding excluded: [PartialKeyPath<Model>] = [], fields: [FormModelField<Model>] = [],
    layout: FormLayout? = nil
  ) {
    self.header = header
    self.order = order
    self.excluded = excluded
    self.fields = fields
    self.layout = layout
  }

  /// The layout of a model type's description, opened from an existential.
  static func layout<Described: FormModel>(of type: Described.Type) -> FormLayout? {
    Described.formDescription.layout
  }
}
