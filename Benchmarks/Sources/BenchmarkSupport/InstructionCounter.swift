import CCallgrind
import Foundation

/// Counts the instructions of one run of each side of a workload, by running this program again
/// under `valgrind --tool=callgrind` with `--count-instructions NAME --side S`.
///
/// Instrumentation is off while the counting run starts and makes its fixture; it is turned on
/// around the one counted run only (valgrind's client requests), after a first run that warms
/// the caches the Swift runtime fills on first use. Hashing is made deterministic for the run
/// (`SWIFT_DETERMINISTIC_HASHING`), so the count is the same for the same binary and input
/// whatever else the machine does, give or take a few instructions in ten thousand where a hash
/// reads an object's address.
struct InstructionCounter {
  /// valgrind's path, as the shell finds it.
  private let valgrind: String
  /// This program's path, or that of its copy without debug information.
  private let program: String
  /// Whether ``program`` is a copy, removed by ``finish()``.
  private let programIsCopy: Bool
  /// The program's arguments, passed on so that the counting run builds the same workloads.
  private let arguments: [String]

  /// What the counts are, for the runner's heading.
  let description: String

  /// A counter, or `nil` (with the reason printed) when valgrind or this program's path cannot
  /// be found.
  init?(arguments: [String]) {
    guard let program = Bundle.main.executablePath else {
      print("(instructions not counted: this program's path is unknown)")
      return nil
    }
    guard let valgrind = Self.find("valgrind") else {
      print("(instructions not counted: valgrind is not on the PATH)")
      return nil
    }
    self.valgrind = valgrind
    let copy = Self.withoutDebugInformation(program)
    self.program = copy ?? program
    programIsCopy = copy != nil
    self.arguments = arguments
    description = "callgrind's count of one run of each side (after a warm-up run)"
  }

  /// The first program named `name` on the `PATH`.
  private static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }

  /// A copy of `program` without its debug information, in the temporary folder, or `nil` when
  /// no `strip` can make one.
  ///
  /// valgrind 3.19 gives up on the DWARF 5 that Swift 6 writes ("unhandled dwarf2 abbrev form
  /// code 0x1b"); the counting needs no symbols, since the client requests mark the run.
  private static func withoutDebugInformation(_ program: String) -> String? {
    guard let strip = find("strip") ?? find("llvm-strip") else { return nil }
    let copy = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(URL(fileURLWithPath: program).lastPathComponent)-\(getpid())")
      .path
    let process = Process()
    process.executableURL = URL(fileURLWithPath: strip)
    process.arguments = ["--strip-debug", "-o", copy, program]
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    return copy
  }

  /// Removes the copy of the program made for valgrind.
  func finish() {
    if programIsCopy { try? FileManager.default.removeItem(atPath: program) }
  }

  /// Both sides' instructions per unit, or `nil` (with the reason printed) when a counting run
  /// failed.
  func count(_ workload: Workload) -> (formwork: Double, baseline: Double)? {
    guard let formwork = count(workload.name, side: .formwork),
      let baseline = count(workload.name, side: .baseline)
    else { return nil }
    let units = Double(workload.unitsPerRun)
    return (formwork / units, baseline / units)
  }

  /// The instructions callgrind collected in one side's counted run.
  private func count(_ name: String, side: RatioRunner.Side) -> Double? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: valgrind)
    process.arguments =
      [
        "--tool=callgrind", "--callgrind-out-file=/dev/null", "--collect-atstart=no",
        "--instr-atstart=no", program,
      ] + arguments + ["--count-instructions", name, "--side", side.rawValue]
    // Swift seeds its hashing per process, so the probes of every dictionary and set, and with
    // them the instructions, would differ from run to run.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
    process.environment = environment
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      print("(\(name), \(side.rawValue): valgrind did not start: \(error))")
      return nil
    }
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    // "==123== Collected : 4014"
    guard process.terminationStatus == 0,
      let line = output.split(separator: "\n").last(where: { $0.contains("Collected :") }),
      let number = line.split(separator: ":").last.flatMap({
        Double($0.trimmingCharacters(in: .whitespaces))
      })
    else {
      print("(\(name), \(side.rawValue): the counting run failed)\n\(output.suffix(2_000))")
      return nil
    }
    return number
  }
}

extension RatioRunner {
  /// In a counting run: makes the side's fixture, runs it once to warm up, counts one run, and
  /// ends the program (status 3 when the workload is not in the list or valgrind is absent).
  static func countInCallgrind(_ counting: (name: String, side: Side), in workloads: [Workload])
    -> Never
  {
    guard let workload = workloads.first(where: { $0.name == counting.name }) else {
      FileHandle.standardError.write(Data("no workload named \(counting.name)\n".utf8))
      exit(3)
    }
    guard formwork_running_on_valgrind() == 1 else {
      FileHandle.standardError.write(Data("--count-instructions runs under valgrind only\n".utf8))
      exit(3)
    }
    let run = counting.side == .formwork ? workload.formwork() : workload.baseline()
    withExtendedLifetime(run()) {}
    formwork_callgrind_start()
    let kept = run()
    formwork_callgrind_stop()
    withExtendedLifetime(kept) {}
    exit(0)
  }
}
