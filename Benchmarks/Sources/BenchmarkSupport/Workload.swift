/// One workload, written on Formwork and on a hand-written baseline (or a peer) doing the same
/// work, for ``RatioRunner`` to measure side by side.
///
/// Each side is a fixture made once (`() -> Run`), untimed and uncounted, and a run is timed (and
/// counted): it returns what it made, so that freeing it is neither timed nor counted.
public struct Workload: Sendable {
  /// A timed run; what it returns is freed after the clock stops.
  public typealias Run = () -> Any
  /// Makes the fixture (a form to toggle or read), untimed, and returns the run.
  public typealias Fixture = @Sendable () -> Run

  /// What is measured, and at which size, such as `"toggle/1000 rows"`; unique in a list.
  public let name: String
  /// What one unit is: `"toggle"`, `"row"`, `"tag"`.
  public let unit: String
  /// How many units one run does; the figures are per unit.
  public let unitsPerRun: Int
  /// Formwork's side.
  public let formwork: Fixture
  /// The hand-written baseline's side.
  public let baseline: Fixture

  /// A workload.
  ///
  /// - Parameters:
  ///   - name: What is measured, and at which size; unique in a runner's list.
  ///   - unit: What one unit is, for the figures per unit.
  ///   - unitsPerRun: How many units one run does.
  ///   - formwork: Makes Formwork's fixture and returns its run.
  ///   - baseline: Makes the baseline's fixture and returns its run.
  public init(
    name: String, unit: String, unitsPerRun: Int, formwork: @escaping Fixture,
    baseline: @escaping Fixture
  ) {
    self.name = name
    self.unit = unit
    self.unitsPerRun = unitsPerRun
    self.formwork = formwork
    self.baseline = baseline
  }
}
