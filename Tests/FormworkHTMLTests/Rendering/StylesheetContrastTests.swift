import FormworkHTML
import Foundation
import Testing

@Suite("The stylesheet's colours keep WCAG 2.1 AA contrast, light and dark")
struct StylesheetContrastTests {
  /// The colours `--fw-<name>: #rrggbb;` of each `.fw-form { … }` block that sets them: the
  /// light one first, then the one inside `prefers-color-scheme: dark`.
  static func palettes() -> [[String: String]] {
    var palettes: [[String: String]] = []
    var current: [String: String] = [:]
    for line in HTMLRenderer.stylesheet.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("--fw-"), let colon = text.firstIndex(of: ":") {
        let name = String(text[text.index(text.startIndex, offsetBy: 5)..<colon])
        let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        current[name] = String(value.dropLast())  // the `;`
      } else if !current.isEmpty {
        palettes.append(current)
        current = [:]
      }
    }
    return palettes
  }

  /// The relative luminance of `#rrggbb`, as WCAG 2.1 defines it.
  static func luminance(_ hex: String) -> Double? {
    guard hex.count == 7, hex.hasPrefix("#"), let value = Int(hex.dropFirst(), radix: 16) else {
      return nil
    }
    func channel(_ shift: Int) -> Double {
      let c = Double((value >> shift) & 0xFF) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
  }

  /// The contrast ratio of two colours, from 1 to 21.
  static func ratio(_ first: String, _ second: String) -> Double? {
    guard let a = luminance(first), let b = luminance(second) else { return nil }
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)
  }

  /// The pairs the sheet draws one on the other, and the ratio each needs: text 4.5:1,
  /// borders and the focus ring (non-text) 3:1.
  static let pairs: [(String, String, Double)] = [
    ("text", "background", 4.5), ("muted", "background", 4.5), ("error", "background", 4.5),
    ("error", "error-background", 4.5), ("text", "error-background", 4.5),
    ("accent-text", "accent", 4.5), ("accent", "background", 4.5),
    ("focus", "background", 3), ("border", "background", 3), ("focus", "error-background", 3),
  ]

  @Test("there is a light and a dark palette with the same colours")
  func twoPalettes() {
    let palettes = Self.palettes()
    #expect(palettes.count == 2)
    #expect(Set(palettes.first?.keys ?? [:].keys) == Set(palettes.last?.keys ?? [:].keys))
    #expect(HTMLRenderer.stylesheet.contains("@media (prefers-color-scheme: dark)"))
  }

  @Test("every pair drawn together reaches its ratio in both palettes")
  func contrast() throws {
    for (index, palette) in Self.palettes().enumerated() {
      for (foreground, background, needed) in Self.pairs {
        let first = try #require(palette[foreground], "\(foreground)")
        let second = try #require(palette[background], "\(background)")
        let ratio = try #require(Self.ratio(first, second))
        #expect(ratio >= needed, "palette \(index): \(foreground) on \(background) is \(ratio)")
      }
    }
  }

  @Test("the ratios written in the sheet's comment are the computed ones")
  func commentMatches() throws {
    let light = try #require(Self.palettes().first)
    let text = try #require(Self.ratio(light["text"] ?? "", light["background"] ?? ""))
    #expect(HTMLRenderer.stylesheet.contains("light: text \(String(format: "%.2f", text))"))
  }

  @Test("focus is visible, the font is the system's, and spacing follows the writing direction")
  func essentials() {
    let sheet = HTMLRenderer.stylesheet
    #expect(sheet.contains(":focus-visible { outline: 3px solid var(--fw-focus)"))
    #expect(sheet.contains("font-family: system-ui"))
    #expect(sheet.contains("margin-inline-start"))
    #expect(!sheet.contains("margin-left") && !sheet.contains("margin-right"))
    #expect(sheet.contains(".fw-error-summary {"))
  }
}
