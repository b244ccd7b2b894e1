/// A plural category of Unicode CLDR: which form of a word a language uses for a number.
///
/// English uses ``one`` for 1 and ``other`` for every other count; Polish and Russian add
/// ``few`` and ``many``; Arabic uses all six; Japanese and Chinese only ``other``.
public enum PluralCategory: String, CaseIterable, Hashable, Sendable {
  /// The form for zero, in languages with one of its own (Arabic).
  case zero
  /// The form for one (and, in French and Portuguese, zero).
  case one
  /// The form for two, in languages with one of its own (Arabic).
  case two
  /// The form for a few: 2–4 in Polish and Russian, 3–10 in Arabic.
  case few
  /// The form for many: 5–20 in Polish and Russian, 11–99 in Arabic, millions in French.
  case many
  /// The form for every other number; every language has it.
  case other
}
