// swift-tools-version:6.0
import PackageDescription

/// The low-level targets keep their per-file state (lexer, tree builder, literal index) in
/// classes, and the run-time exclusivity check on each of their properties adds a quarter to a
/// scan's instructions. Debug builds (the tests) keep the check. Only these two targets set a
/// compiler flag (docs/architecture.md).
let uncheckedExclusivity: [SwiftSetting] = [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]

let package = Package(
    name: "a11yscan",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "a11yscan", targets: ["a11yscan"]),
        .library(
            name: "A11yScanCore",
            targets: [
                "A11yScanSystem", "A11yScanSyntax", "A11yScanMatcher", "A11yScanFindings", "A11yScanRules", "A11yScanGuidelines",
                "A11yScanWalk", "A11yScanComponents", "A11yScanCore", "A11yScanBatch", "A11yScanGitProcess",
            ]
        ),
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
        // One target per stage of a scan, each depending only on the ones listed before it
        // (docs/architecture.md draws the graph).
        // Files and the operating system: folders, whole-file reads, atomic and spill files, signals.
        .target(name: "A11yScanSystem", dependencies: ["CFileExchange"]),
        // Lexers, code view, bracket table, call tree.
        .target(name: "A11yScanSyntax", swiftSettings: uncheckedExclusivity),
        // PCRE2 and the literal search.
        .target(name: "A11yScanMatcher", dependencies: ["A11yScanSyntax", "CPCRE2"], swiftSettings: uncheckedExclusivity),
        // What a finding is: vocabulary, finding, fingerprint, file problems, WCAG criteria.
        .target(name: "A11yScanFindings", dependencies: ["A11yScanSyntax"]),
        // Rule files, facts, the node program and its evaluator, per-file component checks.
        .target(
            name: "A11yScanRules",
            dependencies: ["A11yScanSyntax", "A11yScanMatcher", "A11yScanFindings", .product(name: "Yams", package: "Yams")]
        ),
        // Guideline entries and pages, the catalog.
        .target(
            name: "A11yScanGuidelines",
            dependencies: ["A11yScanFindings", "A11yScanRules", .product(name: "Yams", package: "Yams")]
        ),
        // File discovery, ignore files, globs, reading files.
        .target(name: "A11yScanWalk", dependencies: ["A11yScanSystem", "A11yScanSyntax", "A11yScanFindings"]),
        // The project-wide component pass and its cache.
        .target(
            name: "A11yScanComponents",
            dependencies: ["A11yScanSystem", "A11yScanSyntax", "A11yScanMatcher", "A11yScanFindings", "A11yScanRules", "A11yScanWalk"]
        ),
        // Configuration, the filter chain, the scan pipeline (which makes the component summaries as it goes).
        .target(
            name: "A11yScanCore",
            dependencies: [
                "A11yScanSystem", "A11yScanSyntax", "A11yScanMatcher", "A11yScanFindings", "A11yScanRules", "A11yScanGuidelines",
                "A11yScanWalk", "A11yScanComponents", .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "A11yScanBatch",
            dependencies: [
                "A11yScanCore", "A11yScanComponents", "A11yScanRules", "A11yScanGuidelines", "A11yScanWalk", "A11yScanFindings",
                "A11yScanSystem",
            ]
        ),
        // The one place a process is started: git, for changed lines and batch commits.
        .target(name: "A11yScanGitProcess", dependencies: ["A11yScanCore"]),
        .target(name: "A11yScanReport", dependencies: ["A11yScanSyntax", "A11yScanCore", "A11yScanBatch"]),
        .executableTarget(
            name: "a11yscan",
            dependencies: [
                "A11yScanCore", "A11yScanBatch", "A11yScanComponents", "A11yScanGitProcess", "A11yScanMatcher", "A11yScanReport",
                "A11yScanSystem", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "A11yScanSystemTests", dependencies: ["A11yScanSystem"]),
        .testTarget(name: "A11yScanSyntaxTests", dependencies: ["A11yScanSyntax"]),
        .testTarget(name: "A11yScanMatcherTests", dependencies: ["A11yScanMatcher", "A11yScanSyntax"]),
        .testTarget(name: "A11yScanFindingsTests", dependencies: ["A11yScanFindings", "A11yScanSyntax"]),
        .testTarget(name: "A11yScanRulesTests", dependencies: ["A11yScanRules", "A11yScanFindings", "A11yScanSyntax"]),
        .testTarget(name: "A11yScanWalkTests", dependencies: ["A11yScanWalk", "A11yScanFindings", "A11yScanSyntax", "A11yScanSystem"]),
        .testTarget(
            name: "A11yScanCoreTests",
            dependencies: ["A11yScanCore", "A11yScanBatch", "A11yScanComponents", "A11yScanGitProcess", "A11yScanSystem"]
        ),
        .testTarget(
            name: "A11yScanReportTests", dependencies: ["A11yScanReport", "A11yScanCore"], exclude: ["Golden"]
        ),
        .testTarget(name: "A11yScanCLITests", dependencies: [
            "A11yScanCore", "A11yScanBatch", "a11yscan", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
    ]
)
