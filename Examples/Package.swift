// swift-tools-version:6.2
// 6.2 for `treatAllWarnings`, as in the library's own manifest (and Hummingbird's).
import PackageDescription

/// FormworkHTML behind two web servers: the same sign-up form served by Hummingbird and by Vapor;
/// and FormworkTerminal beside swift-argument-parser: a command whose own options the parser
/// reads, and whose other arguments answer a form (`ArgumentParserSetup`).
///
/// A package of its own, so that the library keeps zero dependencies; one package for both
/// servers, so that what they share (the form, its words, the page, the catalogue of every row
/// kind) and the packages both frameworks use (SwiftNIO, swift-log, …) compile once. Run either
/// from the repository's root (see README.md):
///
///     swift run --package-path Examples HummingbirdSignUp --port 8080
///     swift run --package-path Examples VaporSignUp --port 8080
///     swift run --package-path Examples ArgumentParserSetup --verbose --project-name demo
let package = Package(
  name: "FormworkExamples",
  // Hummingbird 2's minimum (Vapor 4 needs less).
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Formwork", path: ".."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/vapor/vapor.git", from: "4.122.3"),
    // Already in both frameworks' graphs; named for `Channel`, which the Hummingbird handler
    // half-closes when it stops reading a slow or oversized body.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    // Also in Hummingbird's graph; named for `HTTPField`, to write FormworkHTML's headers by name.
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
    // For ArgumentParserSetup: a tool that already parses its options with it.
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.0"),
  ],
  targets: [
    // What both servers show: the sign-up form, its words in three languages, the page around
    // it, the catalogue page with every row kind, and the command line. Formwork only.
    .target(
      name: "SignUpKit",
      dependencies: [
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkHTML", package: "Formwork"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "HummingbirdSignUp",
      dependencies: [
        "SignUpKit",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkHTML", package: "Formwork"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    .executableTarget(
      name: "VaporSignUp",
      dependencies: [
        "SignUpKit",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkHTML", package: "Formwork"),
        .product(name: "Vapor", package: "vapor"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // The drafts the sign-up page keeps, and its endpoint, without a server.
    .testTarget(
      name: "SignUpKitTests",
      dependencies: [
        "SignUpKit",
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkHTML", package: "Formwork"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
    // A command-line tool that parses its own options with swift-argument-parser and hands the
    // arguments it does not know to a form (FormCommand): flags, environment, answers file.
    .executableTarget(
      name: "ArgumentParserSetup",
      dependencies: [
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkTerminal", package: "Formwork"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    ),
  ],
  swiftLanguageModes: [.v6]
)
