import Formwork
import FormworkHTML
import Foundation
import Testing

/// The round-trip property: any catalogue form, rendered, submitted unchanged as a browser
/// submits it (HTML's value sanitization of each input type included), and bound into a fresh
/// copy, keeps every value and gives a clean report.
///
/// The forms come from seeds (``RandomCatalog``); a failure names its seed. Set
/// `FORMWORK_ROUND_TRIPS` for more forms and `FORMWORK_ROUND_TRIP_SEED` for another first seed.
@Suite("Round-trip property: a page submitted unchanged changes nothing")
struct RoundTripPropertyTests {
  /// How many forms: a few dozen, so that a debug build checks them in a second or two.
  static let count =
    ProcessInfo.processInfo.environment["FORMWORK_ROUND_TRIPS"].flatMap(Int.init)
    ?? 40
  /// The seed of the first form.
  static let firstSeed =
    ProcessInfo.processInfo.environment["FORMWORK_ROUND_TRIP_SEED"].flatMap { UInt64($0) } ?? 23

  /// A renderer that sends passwords back, so that they take part in the round trip.
  static var renderer: HTMLRenderer {
    var renderer = HTMLRenderer()
    renderer.rendersPasswordValues = true
    return renderer
  }

  @Test("Every row and section kind, with random values: the same values, a clean report")
  func unchangedPage() throws {
    let seeds = (0..<UInt64(max(Self.count, 0))).map { Self.firstSeed &+ $0 }
    let pages = seeds.map { Self.renderer.render(RandomCatalog.form(seed: $0)) }
    let submissions = try BrowserFormData.fields(ofPages: pages)
    for (index, seed) in seeds.enumerated() {
      let shown = RandomCatalog.form(seed: seed)
      let copy = RandomCatalog.form(seed: seed)
      let report = try copy.bind(FormData(submissions[index]))
      #expect(report.isClean, "seed \(seed): \(report)")
      // A shown switch or check without a value was left unchecked: it becomes off.
      try Self.settleUncheckedBoxes(of: shown)
      let before = HTMLRoundTripTests.values(of: shown).split(separator: "\n")
      let after = HTMLRoundTripTests.values(of: copy).split(separator: "\n")
      #expect(
        after == before,
        """
        seed \(seed): now \(after.filter { !before.contains($0) }), \
        was \(before.filter { !after.contains($0) })
        """)
      #expect(
        Self.renderer.render(copy) == Self.renderer.render(shown), "seed \(seed): the page changed")
    }
  }

  /// Sets every shown, enabled switch and check without a value to `false`, as binding the
  /// page does (``HTMLFieldNames/shownCheckbox``).
  static func settleUncheckedBoxes(of form: Form) throws {
    for section in form.allSections where !section.isHidden {
      for row in section.allRows where row.tag != nil && row.baseValue == nil {
        guard case .toggle = row.input, !row.isHidden, !row.isDisabled else { continue }
        try row.setBaseValue(false)
      }
    }
  }
}
