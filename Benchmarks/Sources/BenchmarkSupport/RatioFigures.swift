import Foundation

/// One workload's figures, per unit: both sides' median times and, when counted, both sides'
/// instructions.
public struct RatioFigures: Sendable {
  /// The workload's name.
  public var name: String
  /// What one unit is.
  public var unit: String
  /// Formwork's median CPU time per unit, in nanoseconds.
  public var formworkNanoseconds: Double
  /// The baseline's median CPU time per unit, in nanoseconds.
  public var baselineNanoseconds: Double
  /// Both sides' instructions per unit, when counted.
  public var instructions: (formwork: Double, baseline: Double)?

  /// Formwork's time over the baseline's.
  public var timeRatio: Double { formworkNanoseconds / baselineNanoseconds }

  /// Formwork's instructions over the baseline's, when counted.
  public var instructionRatio: Double? {
    instructions.map { $0.formwork / $0.baseline }
  }

  /// The line the runner prints.
  var line: String {
    var text =
      "\(name), per \(unit): time \(format(formworkNanoseconds)) vs \(format(baselineNanoseconds))"
      + " = \(Self.ratio(timeRatio))"
    if let instructions, let ratio = instructionRatio {
      text +=
        " · instructions \(Self.count(instructions.formwork)) vs \(Self.count(instructions.baseline))"
        + " = \(Self.ratio(ratio))"
    }
    return text
  }

  /// A Markdown table of `figures`.
  static func markdownTable(_ figures: [RatioFigures]) -> String {
    var lines = [
      "| workload | per | Formwork | baseline | time ratio | Formwork instr. | baseline instr. | instr. ratio |",
      "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for figure in figures {
      let counted = figure.instructions
      lines.append(
        "| \(figure.name) | \(figure.unit) | \(format(figure.formworkNanoseconds))"
          + " | \(format(figure.baselineNanoseconds)) | \(ratio(figure.timeRatio))"
          + " | \(counted.map { count($0.formwork) } ?? "–")"
          + " | \(counted.map { count($0.baseline) } ?? "–")"
          + " | \(figure.instructionRatio.map(ratio) ?? "–") |")
    }
    return lines.joined(separator: "\n")
  }

  /// A ratio written with two decimals: `3.07x`.
  static func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }

  /// An instruction count: `812`, `41.3 k`, `2.41 M`.
  static func count(_ value: Double) -> String {
    value >= 1e6
      ? String(format: "%.2f M", value / 1e6)
      : value >= 1e4 ? String(format: "%.1f k", value / 1e3) : String(format: "%.0f", value)
  }
}
