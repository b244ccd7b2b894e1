// swift-tools-version:6.2
// 6.2 for `treatAllWarnings`, as in the library's own manifest (and Hummingbird's).
import PackageDescription

/// A sign-up form on the web: FormworkHTML behind a Hummingbird server.
///
/// A package of its own, so that the library keeps zero dependencies. Run it from the
/// repository's root with `swift run --package-path Examples/SignUpServer SignUpServer`
/// (see README.md).
let package = Package(
  name: "SignUpServer",
  // Hummingbird 2's minimum.
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Formwork", path: "../.."),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    // Already in Hummingbird's graph; named for `Channel`, which the handler half-closes when it
    // stops reading a slow or oversized body.
    .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.0"),
    // Also in Hummingbird's graph; named for `HTTPField`, to write FormworkHTML's security
    // headers by name.
    .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
  ],
  targets: [
    .executableTarget(
      name: "SignUpServer",
      dependencies: [
        .product(name: "Formwork", package: "Formwork"),
        .product(name: "FormworkHTML", package: "Formwork"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
      ],
      swiftSettings: [.treatAllWarnings(as: .error)]
    )
  ],
  swiftLanguageModes: [.v6]
)
