// swift-tools-version:6.2
import PackageDescription

/// Every target of the library and its playgrounds builds with warnings as errors.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error)]

/// A playground: an executable under `Playgrounds/<name>` whose output is compared by CI with the
/// `expected.txt` beside it.
///
/// `withTerminal` adds FormworkTerminal, for a playground that can also be filled in by a person;
/// `shared` adds FormworkTestSupport, for a playground whose form the tests render too.
func playground(_ name: String, withTerminal: Bool = false, shared: Bool = false) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["Formwork", "FormworkText"] + (withTerminal ? ["FormworkTerminal"] : [])
      + (shared ? ["FormworkTestSupport"] : []),
    path: "Playgrounds/\(name)",
    exclude: ["expected.txt"],
    swiftSettings: strict
  )
}

/// An interactive playground: a `playground(_:)` that also runs a form in the terminal.
///
/// CI pipes the `answers.txt` beside it into it (line mode) and compares the transcript with
/// `expected.txt`; `runs` holds the expected output of its runs without a terminal
/// (`.ci/wizard-runs`).
func terminalPlayground(_ name: String) -> Target {
  .executableTarget(
    name: name,
    dependencies: ["Formwork", "FormworkText", "FormworkTerminal"],
    path: "Playgrounds/\(name)",
    exclude: ["expected.txt", "answers.txt", "runs"],
    swiftSettings: strict
  )
}

let package = Package(
  name: "Formwork",
  // The oldest systems whose Foundation and Swift runtime have what the library uses: `Clock`,
  // `ContinuousClock`, `Duration` and `Clock.sleep(for:)` (async validation, `ManualClock`) and
  // the constrained existential `any Clock<Duration>` need macOS 13, iOS 16, tvOS 16, watchOS 9;
  // `Date.ISO8601FormatStyle` and `ParseableFormatStyle` (JSON dates, `FieldFormatStyle`) need one
  // release less. Linux has no minimum.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "Formwork", targets: ["Formwork"]),
    .library(name: "FormworkText", targets: ["FormworkText"]),
    .library(name: "FormworkTerminal", targets: ["FormworkTerminal"]),
    .library(name: "FormworkHTML", targets: ["FormworkHTML"]),
  ],
  dependencies: [],
  targets: [
    .target(name: "Formwork", swiftSettings: strict),
    .target(name: "FormworkText", dependencies: ["Formwork"], swiftSettings: strict),
    // Filling in a form with the keyboard in a terminal; the C library's terminal calls only.
    .target(
      name: "FormworkTerminal", dependencies: ["Formwork", "FormworkText"], swiftSettings: strict),
    // Forms on the web: HTML rendering and binding of submitted requests; Foundation only.
    .target(name: "FormworkHTML", dependencies: ["Formwork"], swiftSettings: strict),
    playground("CalendarEvent", withTerminal: true),
    playground("QuickStart"),
    playground("HiddenRows"),
    playground("Validations"),
    playground("ListSections"),
    playground("Multivalued"),
    playground("SignUp"),
    playground("InlineRows"),
    playground("Formatters"),
    playground("RowCatalog", shared: true),
    playground("Layouts"),
    playground("FormSchema"),
    playground("ModelForms"),
    terminalPlayground("SetupWizard"),
    // What several test targets share: the seeded generator of the random tests, the row
    // catalog's form, which the playground RowCatalog prints too, and the catalogue's HTML page,
    // which the accessibility check loads.
    .target(
      name: "FormworkTestSupport", dependencies: ["Formwork", "FormworkHTML"],
      path: "Tests/FormworkTestSupport",
      swiftSettings: strict),
    .testTarget(
      name: "FormworkTests", dependencies: ["Formwork", "FormworkTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "FormworkTextTests", dependencies: ["Formwork", "FormworkText", "FormworkTestSupport"],
      swiftSettings: strict),
    .testTarget(
      name: "FormworkTerminalTests",
      dependencies: ["Formwork", "FormworkTerminal", "FormworkTestSupport"],
      exclude: ["Runner/Screens"], swiftSettings: strict),
    .testTarget(
      name: "FormworkHTMLTests", dependencies: ["Formwork", "FormworkHTML", "FormworkTestSupport"],
      swiftSettings: strict),
    // Seeded random sequences of operations with the model's invariants checked after each
    // step; CI runs more of them (`FORMWORK_PROPERTY_OPERATIONS`).
    .testTarget(
      name: "FormworkPropertyTests",
      dependencies: ["Formwork", "FormworkText", "FormworkTestSupport"],
      swiftSettings: strict),
    // Stands in for UIKit's additions to `IndexPath`, so that a Linux test imports them beside
    // Formwork's, as `import UIKit; import Formwork` does on iOS.
    .target(
      name: "UIKitIndexPathStandIn", path: "Tests/UIKitIndexPathStandIn", swiftSettings: strict),
    .testTarget(
      name: "IndexPathCoexistenceTests", dependencies: ["Formwork", "UIKitIndexPathStandIn"],
      swiftSettings: strict),
  ],
  swiftLanguageModes: [.v6]
)
