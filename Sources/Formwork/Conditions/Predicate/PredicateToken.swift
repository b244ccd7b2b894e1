/// One token of a predicate string, with its offset in characters.
struct PredicateToken: Equatable {
  enum Kind: Equatable {
    /// `$tag`, with the tag.
    case variable(String)
    /// A keyword or bare word, upper-cased (`AND`, `CONTAINS`, `TRUE`, `VALUE`, ...); `text` keeps
    /// the original spelling.
    case word(String)
    case integer(Int)
    case decimal(Double)
    case string(String)
    /// An operator or punctuation: `==`, `!=`, `<`, `(`, `{`, `,`, `.`, `[`, `]`, `&&`, `!`, ...
    case symbol(String)
    case end
  }

  var kind: Kind
  /// The token as written.
  var text: String
  /// The offset of its first character.
  var offset: Int

  /// How error messages name the token.
  var described: String {
    switch kind {
    case .end: return "end of text"
    case .string: return "the string \(text)"
    default: return "'\(text)'"
    }
  }
}
