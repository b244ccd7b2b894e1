import BenchmarkSupport
import Formwork
import FormworkText

/// Printing a 500-row form whose rows sit two to a line (250 layout rules) against printing it
/// without a layout.
func layoutWorkloads() -> [Workload] {
  [
    Workload(
      name: "print with 250 layout rules / vertical, 500 rows", unit: "row", unitsPerRun: 500,
      formwork: {
        let laidOut = BenchmarkForms.mixed(rows: 500)
        laidOut.layout = FormLayout(
          compactBelow: 0,
          regular: stride(from: 0, to: 500, by: 2).map {
            LayoutRule("H:|-[r\($0)]-[r\($0 + 1)]-|")
          })
        precondition(laidOut.layoutProblems().isEmpty, "the benchmark's layout must hold")
        let printer = TextPrinter(width: 100)
        return { printer.render(laidOut) }
      },
      baseline: {
        let form = BenchmarkForms.mixed(rows: 500)
        let printer = TextPrinter(width: 100)
        return { printer.render(form) }
      })
  ]
}
