import Foundation

/// A type of option that can travel in a form schema: it writes itself as an ``OptionSchema``
/// and is made again from one.
///
/// `String`, `Int`, `Double`, `Bool` and ``FormOption`` of those conform; conform a type of
/// your own to register selector rows of it in a ``SchemaRegistry``.
public protocol SchemaOptionConvertible {
  /// The option as data.
  var schemaOption: OptionSchema { get }

  /// Makes the option from its data, or `nil` when the data does not describe one.
  init?(schemaOption: OptionSchema)
}

extension String: SchemaOptionConvertible {
  /// The text as the option's value.
  public var schemaOption: OptionSchema { OptionSchema(value: .string(self)) }

  /// A string value, with no title or a title equal to it.
  public init?(schemaOption: OptionSchema) {
    guard case .string(let text) = schemaOption.value,
      schemaOption.title == nil || schemaOption.title == text
    else { return nil }
    self = text
  }
}

extension Int: SchemaOptionConvertible {
  /// The number as the option's value.
  public var schemaOption: OptionSchema { OptionSchema(value: .int(self)) }

  /// A whole number, with no title.
  public init?(schemaOption: OptionSchema) {
    guard schemaOption.title == nil else { return nil }
    switch schemaOption.value {
    case .int(let number): self = number
    case .double(let number):
      guard let whole = Int(exactly: number) else { return nil }
      self = whole
    default: return nil
    }
  }
}

extension Double: SchemaOptionConvertible {
  /// The number as the option's value (a non-finite number as `null`, which reads back as no
  /// option).
  public var schemaOption: OptionSchema { OptionSchema(value: isFinite ? .double(self) : .null) }

  /// A number, with no title.
  public init?(schemaOption: OptionSchema) {
    guard schemaOption.title == nil else { return nil }
    switch schemaOption.value {
    case .int(let number): self = Double(number)
    case .double(let number): self = number
    default: return nil
    }
  }
}

extension Bool: SchemaOptionConvertible {
  /// The Boolean as the option's value.
  public var schemaOption: OptionSchema { OptionSchema(value: .bool(self)) }

  /// A Boolean, with no title.
  public init?(schemaOption: OptionSchema) {
    guard schemaOption.title == nil, case .bool(let flag) = schemaOption.value else { return nil }
    self = flag
  }
}

extension FormOption: SchemaOptionConvertible where Value: SchemaOptionConvertible {
  /// The submitted value, with the display text as the title.
  public var schemaOption: OptionSchema {
    OptionSchema(value: value.schemaOption.value, title: formDisplayText)
  }

  /// The submitted value and its display text (the value's own text when no title is given).
  public init?(schemaOption: OptionSchema) {
    guard let value = Value(schemaOption: OptionSchema(value: schemaOption.value)) else {
      return nil
    }
    self.init(value, schemaOption.title ?? String(describing: value))
  }
}
