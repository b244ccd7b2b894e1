/// How a language picks the ``PluralCategory`` of a whole number, after Unicode CLDR's rules.
///
/// ```swift
/// PluralRule.polish.category(for: 3)  // .few
/// PluralRule.polish.category(for: 5)  // .many
/// PluralRule.arabic.category(for: 0)  // .zero
/// ```
///
/// Formwork counts whole things (characters, items, selections), so the rules are those for
/// integers; a count below zero is read as its magnitude.
public struct PluralRule: Sendable {
  /// The categories the rule can return, in CLDR's order.
  public let categories: [PluralCategory]
  private let select: @Sendable (Int) -> PluralCategory

  /// A rule made of the categories it uses and a function choosing one for a count.
  ///
  /// - Parameters:
  ///   - categories: Every category `select` can return; ``PluralCategory/other`` is added when
  ///     missing.
  ///   - select: Chooses the category of a count (never negative).
  public init(
    categories: [PluralCategory], select: @escaping @Sendable (Int) -> PluralCategory
  ) {
    var categories = categories
    if !categories.contains(.other) { categories.append(.other) }
    self.categories = PluralCategory.allCases.filter(categories.contains)
    self.select = select
  }

  /// The category of `count`.
  public func category(for count: Int) -> PluralCategory {
    let magnitude = count == Int.min ? Int.max : abs(count)
    let category = select(magnitude)
    return categories.contains(category) ? category : .other
  }

  /// One word form for every number: Japanese, Chinese.
  public static let other = PluralRule(categories: [.other]) { _ in .other }

  /// One for 1, other for the rest: English, German, Dutch.
  public static let oneOther = PluralRule(categories: [.one, .other]) { $0 == 1 ? .one : .other }

  /// One for 1, many for whole millions, other for the rest: Spanish, Italian.
  public static let oneManyOther = PluralRule(categories: [.one, .many, .other]) {
    $0 == 1 ? .one : isWholeMillion($0) ? .many : .other
  }

  /// One for 0 and 1, many for whole millions, other for the rest: French, Portuguese.
  public static let zeroOneManyOther = PluralRule(categories: [.one, .many, .other]) {
    $0 <= 1 ? .one : isWholeMillion($0) ? .many : .other
  }

  /// Polish: one for 1; few for 2–4, 22–24, …; many for the other whole numbers.
  public static let polish = PluralRule(categories: [.one, .few, .many, .other]) { count in
    if count == 1 { return .one }
    let ones = count % 10
    let tens = count % 100
    if (2...4).contains(ones) && !(12...14).contains(tens) { return .few }
    return .many
  }

  /// Russian: one for 1, 21, 31, …; few for 2–4, 22–24, …; many for the rest.
  public static let russian = PluralRule(categories: [.one, .few, .many, .other]) { count in
    let ones = count % 10
    let tens = count % 100
    if ones == 1 && tens != 11 { return .one }
    if (2...4).contains(ones) && !(12...14).contains(tens) { return .few }
    return .many
  }

  /// Arabic: zero, one, two, few for 3–10 (and 103–110, …), many for 11–99 (and 111–199, …),
  /// other for the rest.
  public static let arabic = PluralRule(categories: [.zero, .one, .two, .few, .many, .other]) {
    count in
    switch count {
    case 0: return .zero
    case 1: return .one
    case 2: return .two
    default:
      let tens = count % 100
      if (3...10).contains(tens) { return .few }
      if (11...99).contains(tens) { return .many }
      return .other
    }
  }

  private static func isWholeMillion(_ count: Int) -> Bool {
    count != 0 && count % 1_000_000 == 0
  }
}
