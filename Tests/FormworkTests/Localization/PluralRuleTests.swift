import Formwork
import Foundation
import Testing

@Suite("Plural rules after CLDR, for whole numbers")
struct PluralRuleTests {
  /// A language's rule and the category CLDR gives each of the numbers that select one.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let rule: PluralRule
    let expected: [Int: PluralCategory]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "English, German, Dutch", rule: .oneOther,
      expected: [0: .other, 1: .one, 2: .other, 11: .other, 21: .other, 1_000_000: .other]),
    Case(
      name: "Spanish, Italian", rule: .oneManyOther,
      expected: [
        0: .other, 1: .one, 2: .other, 1_000: .other, 1_000_000: .many, 2_000_000: .many,
        1_000_001: .other,
      ]),
    Case(
      name: "French, Brazilian Portuguese", rule: .zeroOneManyOther,
      expected: [
        0: .one, 1: .one, 2: .other, 100: .other, 1_000_000: .many, 3_000_000: .many,
        1_000_002: .other,
      ]),
    Case(
      name: "Polish", rule: .polish,
      expected: [
        0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many, 14: .many,
        21: .many, 22: .few, 24: .few, 25: .many, 101: .many, 102: .few, 112: .many,
        1_000_000: .many,
      ]),
    Case(
      name: "Russian", rule: .russian,
      expected: [
        0: .many, 1: .one, 2: .few, 4: .few, 5: .many, 11: .many, 12: .many, 14: .many,
        21: .one, 22: .few, 25: .many, 101: .one, 111: .many, 112: .many, 1_001: .one,
      ]),
    Case(
      name: "Arabic", rule: .arabic,
      expected: [
        0: .zero, 1: .one, 2: .two, 3: .few, 10: .few, 11: .many, 99: .many, 100: .other,
        101: .other, 102: .other, 103: .few, 110: .few, 111: .many, 199: .many, 200: .other,
        1_000: .other,
      ]),
    Case(
      name: "Japanese, Chinese", rule: .other,
      expected: [0: .other, 1: .other, 2: .other, 5: .other, 1_000_000: .other]),
  ]

  @Test("each number selects the category CLDR gives it", arguments: cases)
  func categories(of language: Case) {
    for (count, category) in language.expected.sorted(by: { $0.key < $1.key }) {
      #expect(
        language.rule.category(for: count) == category, "\(language.name): \(count)")
    }
  }

  @Test("each rule can return every category it lists, and only those", arguments: cases)
  func listedCategories(of language: Case) {
    let returned = Set((0...2_000).map(language.rule.category(for:)))
      .union(language.expected.keys.map(language.rule.category(for:)))
    let listed = Set(language.rule.categories)
    #expect(returned.isSubset(of: listed))
    // Polish and Russian keep `other` for fractions, which a count never is.
    #expect(listed.subtracting(returned).isSubset(of: [.other]))
  }

  @Test("a negative count reads as its magnitude, Int.min included")
  func negativeCounts() {
    #expect(PluralRule.polish.category(for: -3) == .few)
    #expect(PluralRule.russian.category(for: -21) == .one)
    #expect(PluralRule.arabic.category(for: Int.min) == PluralRule.arabic.category(for: Int.max))
  }

  @Test("a rule of one's own adds `other` and keeps CLDR's order")
  func customRule() {
    let rule = PluralRule(categories: [.one, .zero]) { $0 == 0 ? .zero : $0 == 1 ? .one : .two }
    #expect(rule.categories == [.zero, .one, .other])
    #expect(rule.category(for: 2) == .other)
  }

  @Test("each shipped language plural-selects with its own rule")
  func shippedRules() {
    let expected: [String: [PluralCategory]] = [
      "en": [.one, .other], "de": [.one, .other], "nl": [.one, .other],
      "fr": [.one, .many, .other], "pt-BR": [.one, .many, .other],
      "es": [.one, .many, .other], "it": [.one, .many, .other],
      "pl": [.one, .few, .many, .other], "ru": [.one, .few, .many, .other],
      "ar": [.zero, .one, .two, .few, .many, .other], "ja": [.other], "zh-Hans": [.other],
    ]
    #expect(Set(MessageCatalog.shippedLanguages) == Set(expected.keys))
    for language in MessageCatalog.shippedLanguages {
      let catalog = MessageCatalog.shipped(for: Locale(identifier: language))
      #expect(catalog.language == language)
      #expect(catalog.pluralRule.categories == expected[language], "\(language)")
    }
  }
}
