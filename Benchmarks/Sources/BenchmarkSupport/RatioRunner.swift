import Foundation

/// Measures workloads on Formwork and on their baselines side by side, in one run, and prints
/// the ratios: the calling thread's CPU time (interleaved samples, medians) and the instructions
/// callgrind counts in one run of each side.
///
/// Time on a shared machine moves by 10 to 20 percent from run to run; the instruction count is
/// the same for the same binary and input whatever else the machine does, so the two ratios
/// beside each other say how far a figure can be trusted.
///
/// ```swift
/// var runner = RatioRunner(arguments: Array(CommandLine.arguments.dropFirst()))
/// runner.run(title: "Forms from data", workloads: dataWorkloads())
/// ```
///
/// Its flags: `--samples N` (at least N samples of each side, 7 unless given), `--seconds S` (and
/// more samples while a side has taken under S seconds in all, 0.5 unless given), `--only TEXT`
/// (only the workloads whose name holds TEXT), `--no-instructions` (time only), `--markdown` (a
/// table at the end). The instruction counts need `valgrind` on the `PATH`; without it they are
/// left out with a note.
public struct RatioRunner {
  /// At least this many samples of each side.
  public var samples = 7
  /// And more samples while a side has taken under this many nanoseconds in all (1,000 at most).
  public var minimumNanoseconds = 5e8
  /// Only the workloads whose name contains this text, when set.
  public var only: String?
  /// Whether each side is also run under callgrind to count its instructions.
  public var countsInstructions = true
  /// Whether a Markdown table of every figure follows the lines.
  public var markdown = false
  /// The arguments the runner did not take, in order, for the program's own flags.
  public private(set) var remaining: [String] = []
  /// Whether this is a counting run under callgrind: a program skips its own checks and
  /// extra figures then, since ``run(title:workloads:)`` counts one side and ends the program.
  public var isCountingRun: Bool { counting != nil }
  /// Every argument the program was given, passed on to the counting runs so that they build
  /// the same workload list.
  private let arguments: [String]
  /// Set in a counting run: the workload and the side to count.
  private var counting: (name: String, side: Side)?

  /// The two sides of a workload.
  enum Side: String {
    case formwork, baseline
  }

  /// Reads the runner's flags from `arguments`, the program's without its path.
  ///
  /// The other arguments stay in ``remaining``. A flag without its value ends the program with a usage message.
  ///
  /// - Parameter arguments: The program's arguments.
  public init(arguments: [String]) {
    self.arguments = arguments
    var queue = arguments[...]
    func value(_ flag: String) -> String {
      guard let next = queue.popFirst() else { Self.usage("\(flag) needs a value") }
      return next
    }
    while let argument = queue.popFirst() {
      switch argument {
      case "--samples":
        guard let count = Int(value(argument)), count > 0 else { Self.usage("bad --samples") }
        samples = count
      case "--seconds":
        guard let seconds = Double(value(argument)), seconds >= 0 else {
          Self.usage("bad --seconds")
        }
        minimumNanoseconds = seconds * 1e9
      case "--only": only = value(argument)
      case "--no-instructions": countsInstructions = false
      case "--markdown": markdown = true
      case "--count-instructions":
        let name = value(argument)
        guard value("--count-instructions NAME") == "--side",
          let side = Side(rawValue: value("--side"))
        else { Self.usage("--count-instructions NAME --side formwork|baseline") }
        counting = (name, side)
      default: remaining.append(argument)
      }
    }
  }

  /// Ends the program with a usage message naming what was wrong.
  static func usage(_ problem: String) -> Never {
    FileHandle.standardError.write(
      Data(
        ("\(problem)\nflags: [--samples N] [--seconds S] [--only TEXT] [--no-instructions]"
          + " [--markdown]\n").utf8))
    exit(2)
  }

  /// Measures every selected workload and prints a line each (and the table, with
  /// `--markdown`); in a counting run, counts the one side asked and ends the program.
  ///
  /// - Parameters:
  ///   - title: What the workloads measure, printed first.
  ///   - workloads: The workloads, in the order they are printed.
  /// - Returns: The figures, in order, for a program that prints more.
  @discardableResult
  public func run(title: String, workloads: [Workload]) -> [RatioFigures] {
    if let counting { Self.countInCallgrind(counting, in: workloads) }
    let selected = workloads.filter { only.map($0.name.contains) ?? true }
    let counter = countsInstructions ? InstructionCounter(arguments: arguments) : nil
    print("\(title): Formwork / baseline, one run, release build")
    print(
      "time: the thread's CPU time, medians of at least \(samples) interleaved samples;"
        + (counter.map { " instructions: \($0.description)" } ?? " instructions not counted"))
    print("")
    var figures: [RatioFigures] = []
    for workload in selected {
      var figure = measureTime(workload)
      if let counter {
        figure.instructions = counter.count(workload)
      }
      print(figure.line)
      figures.append(figure)
    }
    counter?.finish()
    if markdown {
      print("")
      print(RatioFigures.markdownTable(figures))
    }
    return figures
  }

  /// Runs the program's workloads with its flags, and ends it: for a program with no flags of
  /// its own.
  ///
  /// - Parameters:
  ///   - title: What the workloads measure.
  ///   - workloads: The workloads.
  public static func main(title: String, workloads: [Workload]) -> Never {
    let runner = RatioRunner(arguments: Array(CommandLine.arguments.dropFirst()))
    if let unknown = runner.remaining.first { usage("unknown argument \(unknown)") }
    runner.run(title: title, workloads: workloads)
    exit(0)
  }

  /// The medians of interleaved samples of both sides: each sample of Formwork is followed by
  /// one of the baseline, so a machine busy with other work slows both.
  private func measureTime(_ workload: Workload) -> RatioFigures {
    let formwork = workload.formwork()
    let baseline = workload.baseline()
    // One run each to warm up.
    withExtendedLifetime(formwork()) {}
    withExtendedLifetime(baseline()) {}
    var formworkTimes: [Double] = []
    var baselineTimes: [Double] = []
    while formworkTimes.count < samples
      || formworkTimes.reduce(0, +) < minimumNanoseconds && formworkTimes.count < 1_000
    {
      var kept: Any?
      formworkTimes.append(nanoseconds { kept = formwork() })
      kept = nil
      baselineTimes.append(nanoseconds { kept = baseline() })
      withExtendedLifetime(kept) {}
    }
    let units = Double(workload.unitsPerRun)
    return RatioFigures(
      name: workload.name, unit: workload.unit,
      formworkNanoseconds: median(formworkTimes) / units,
      baselineNanoseconds: median(baselineTimes) / units)
  }
}
