// swift-tools-version:6.0
import PackageDescription

/// Generic types are instantiated through metadata accessor functions instead of mangled
/// type names: a name is resolved at run time by searching every protocol conformance of
/// the binary (6,150, nearly half of them Foundation's) for each requirement, and those
/// searches were a fifth of a one-file editor scan.
let directMetadataAccess = ["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"]

let package = Package(
    name: "a11yscan",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11yscan", targets: ["a11yscan"]),
        .library(name: "A11yScanCore", targets: ["A11yScanCore"]),
        .library(name: "A11yScanReport", targets: ["A11yScanReport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", exact: "6.2.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"]), .brew(["pcre2"])]
        ),
        // Exchanging two paths in one step (Linux's `renameat2`), which Swift cannot call directly.
        .target(name: "CFileExchange"),
        .target(
            name: "A11yScanSyntax",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"] + directMetadataAccess, .when(configuration: .release))]
        ),
        .target(
            name: "A11yScanMatcher",
            dependencies: ["CPCRE2"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"] + directMetadataAccess, .when(configuration: .release))]
        ),
        .target(name: "A11yScanFindings", dependencies: ["A11yScanSyntax"]),
        .target(
            name: "A11yScanRules",
            dependencies: ["A11yScanSyntax", "A11yScanMatcher", "A11yScanFindings", .product(name: "Yams", package: "Yams")],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"] + directMetadataAccess, .when(configuration: .release))]
        ),
        .target(
            name: "A11yScanGuidelines",
            dependencies: ["A11yScanFindings", "A11yScanRules", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "A11yScanWalk", dependencies: ["A11yScanSyntax", "A11yScanFindings"]),
        .target(
            name: "A11yScanComponents",
            dependencies: ["A11yScanSyntax", "A11yScanMatcher", "A11yScanFindings", "A11yScanRules", "A11yScanWalk"]
        ),
        .target(
            name: "A11yScanCore",
            dependencies: [
                "A11yScanSyntax", "A11yScanMatcher", "A11yScanFindings", "A11yScanRules", "A11yScanGuidelines", "A11yScanWalk",
                .product(name: "Yams", package: "Yams"),
            ],
            // The engine's per-match state lives in classes, and the run-time exclusivity check
            // on each of their properties cost 2 % of a scan; debug builds (the tests) keep it.
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"] + directMetadataAccess, .when(configuration: .release))]
        ),
        .target(
            name: "A11yScanBatch",
            dependencies: [
                "A11yScanCore", "A11yScanComponents", "A11yScanRules", "A11yScanGuidelines", "A11yScanWalk", "A11yScanFindings",
            ]
        ),
        // The one place a process is started: git, for changed lines and batch commits.
        .target(name: "A11yScanGitProcess", dependencies: ["A11yScanCore"]),
        .target(
            name: "A11yScanReport",
            dependencies: ["A11yScanCore", "A11yScanBatch"],
            // The JSON writer's member prefixes live in a class too (1 % of the writer thread).
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"] + directMetadataAccess, .when(configuration: .release))]
        ),
        .executableTarget(
            name: "a11yscan",
            dependencies: [
                "A11yScanCore", "A11yScanBatch", "A11yScanComponents", "A11yScanGitProcess", "A11yScanReport", "CFileExchange",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.unsafeFlags(directMetadataAccess, .when(configuration: .release))],
            // A position-dependent release binary: the loader then has no 80,000 relative
            // relocations to apply at every start (2 ms of a 20 ms one-file editor scan).
            // Linux only: Apple's linker builds position-independent executables alone.
            linkerSettings: [.unsafeFlags(["-Xlinker", "-no-pie"], .when(platforms: [.linux], configuration: .release))]
        ),
        .testTarget(
            name: "A11yScanCoreTests", dependencies: ["A11yScanCore", "A11yScanBatch", "A11yScanComponents", "A11yScanGitProcess"]
        ),
        .testTarget(
            name: "A11yScanReportTests", dependencies: ["A11yScanReport", "A11yScanCore"], exclude: ["Golden"]
        ),
        .testTarget(name: "A11yScanCLITests", dependencies: ["A11yScanCore", "A11yScanBatch"]),
    ]
)
