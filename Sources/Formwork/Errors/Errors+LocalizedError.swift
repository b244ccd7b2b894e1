import Foundation

// Every error Formwork throws reads as its `description` through `localizedDescription`, so code
// that shows `error.localizedDescription` (as UIKit apps do) gets the sentence that names what
// and where, not "The operation could not be completed".

extension FormError: LocalizedError {
  /// The error's `description`: a sentence naming what went wrong and where.
  public var errorDescription: String? { description }
}

extension FormValueError: LocalizedError {
  /// The error's `description`: a sentence naming what went wrong and where.
  public var errorDescription: String? { description }
}

extension InputError: LocalizedError {
  /// The error's `description`: a sentence naming what went wrong and where.
  public var errorDescription: String? { description }
}

extension InteractionError: LocalizedError {
  /// The error's `description`: a sentence naming what went wrong and where.
  public var errorDescription: String? { description }
}

extension MultivaluedSectionError: LocalizedError {
  /// The error's `description`: a sentence naming what went wrong and where.
  public var errorDescription: String? { description }
}

extension PredicateError: LocalizedError {
  /// The error's `description`: a sentence naming what went wrong and where.
  public var errorDescription: String? { description }
}

extension ValidationError: LocalizedError {
  /// The error's `description`: a sentence naming what went wrong and where.
  public var errorDescription: String? { description }
}
