// swift-tools-version:6.2
// At least 6.1 so that a dependency's traits can be chosen (ordo-one/benchmark needs it); 6.2 for
// `treatAllWarnings`, as in the library's own manifest.
import PackageDescription

/// Runtime benchmarks for Formwork.
///
/// They are a package of their own so that the library keeps zero dependencies. Run them from
/// this folder with `swift package --disable-sandbox benchmark` (see README.md).
let package = Package(
  name: "FormworkBenchmarks",
  // Formwork's own minimum, which is also package-benchmark's.
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "Formwork", path: ".."),
    // Only the malloc interposer: the benchmark package's default traits also pull in
    // swift-runtime-interposer, which is not available offline here.
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    // What the benchmarks share: the timing harness (time, median, format), the mixed form the
    // ratio benchmarks measure, and a seeded generator.
    .target(
      name: "BenchmarkSupport",
      dependencies: ["CCallgrind", .product(name: "Formwork", package: "Formwork")],
      path: "Sources/BenchmarkSupport",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "FormBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkText", package: "Formwork"),
      ],
      path: "Benchmarks/FormBenchmarks",
      swiftSettings: [.treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "ConditionBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Formwork", package: "Formwork"),
      ],
      path: "Benchmarks/ConditionBenchmarks",
      swiftSettings: [.treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "ValidationBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        "ChangeWorkloads",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Formwork", package: "Formwork"),
      ],
      path: "Benchmarks/ValidationBenchmarks",
      swiftSettings: [.treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The workloads of issue #13 on Formwork and on a hand-written baseline, shared by the
    // benchmark below and by ChangeRatios, which prints their ratios from one run.
    .target(name: "CAllocatedBytes", path: "Sources/CAllocatedBytes"),
    // valgrind's client requests, so that callgrind counts only the measured run (and nothing
    // where valgrind's headers are missing).
    .target(name: "CCallgrind", path: "Sources/CCallgrind"),
    // The hand-written side of the first-frame measurement (first-frame/README.md): no library.
    .executableTarget(
      name: "FirstFrameBaseline",
      path: "Sources/FirstFrameBaseline",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .target(
      name: "ChangeWorkloads",
      dependencies: [
        "BenchmarkSupport", "CAllocatedBytes", .product(name: "Formwork", package: "Formwork"),
      ],
      path: "Sources/ChangeWorkloads",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "ChangeRatios",
      dependencies: ["BenchmarkSupport", "ChangeWorkloads"],
      path: "Sources/ChangeRatios",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // FormworkHTML's rendering and binding against a peer and hand-written baselines (#16).
    .executableTarget(
      name: "HTMLRatios",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkText", package: "Formwork"),
        .product(name: "FormworkHTML", package: "Formwork"),
      ],
      path: "Sources/HTMLRatios",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // The page of a 1,000-row form with conditions and rules, which .ci/browser-big-form
    // measures in headless Chromium (#28).
    .executableTarget(
      name: "BigFormPage",
      dependencies: [
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkHTML", package: "Formwork"),
      ],
      path: "Sources/BigFormPage",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // Reading a multipart/form-data body against a hand-written splitter (#26).
    .executableTarget(
      name: "MultipartRatios",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "FormworkHTML", package: "Formwork"),
      ],
      path: "Sources/MultipartRatios",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // Forms from models and from data against hand-written baselines (#15).
    .executableTarget(
      name: "DataFormRatios",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkText", package: "Formwork"),
      ],
      path: "Sources/DataFormRatios",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // Speaking the person's language: messages, numbers shown and typed, in a locale (#25).
    .executableTarget(
      name: "LocaleRatios",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Formwork", package: "Formwork"),
      ],
      path: "Sources/LocaleRatios",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // Keystroke to finished frame in FormworkTerminal, forms of 100 and 10,000 rows (#14).
    .executableTarget(
      name: "TerminalRatios",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkText", package: "Formwork"),
        .product(name: "FormworkTerminal", package: "Formwork"),
      ],
      path: "Sources/TerminalRatios",
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "ChangeBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        "BenchmarkSupport",
        "ChangeWorkloads",
      ],
      path: "Benchmarks/ChangeBenchmarks",
      swiftSettings: [.treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    .executableTarget(
      name: "SectionBenchmarks",
      dependencies: [
        "BenchmarkSupport",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "Formwork", package: "Formwork"),
      ],
      path: "Benchmarks/SectionBenchmarks",
      swiftSettings: [.treatAllWarnings(as: .error)],
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
  ],
  swiftLanguageModes: [.v6]
)
