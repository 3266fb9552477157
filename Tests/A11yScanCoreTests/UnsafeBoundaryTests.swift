import Foundation
import XCTest

/// Pointer code and unsafe compiler flags belong to the low-level targets alone (System,
/// Syntax, Matcher, which have direct tests for each such type); every other target reads
/// bytes through their safe-looking types. The compiler cannot enforce that, so this reads
/// the sources and the package manifest.
final class UnsafeBoundaryTests: XCTestCase {
    private let lowLevelTargets: Set = ["A11yScanSystem", "A11yScanSyntax", "A11yScanMatcher"]
    private let unsafeWords = ["Unsafe", "baseAddress", "unsafeBitCast", "unsafeUninitialized", "unsafeFlags"]

    func testNoTargetAboveTheLowLevelOnesUsesPointers() throws {
        let sources = RepositoryPaths.root.appendingPathComponent("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0, lowLevelWithPointers = Set<String>()
        for case let url as URL in walker where url.pathExtension == "swift" {
            let target = url.pathComponents[sources.pathComponents.count]
            let text = try String(contentsOf: url, encoding: .utf8)
            if lowLevelTargets.contains(target) {
                if text.contains("Unsafe") { lowLevelWithPointers.insert(target) }
                continue
            }
            checked += 1
            for word in unsafeWords {
                XCTAssertFalse(text.contains(word), "\(target)/\(url.lastPathComponent) uses `\(word)`: move that code down")
            }
        }
        XCTAssertGreaterThan(checked, 200, "the walk found the sources")
        XCTAssertEqual(lowLevelWithPointers, lowLevelTargets, "the words looked for are the ones the low-level targets use")
    }

    func testOnlyLowLevelTargetsTakeCompilerSettings() throws {
        let manifest = try String(contentsOf: RepositoryPaths.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let lines = manifest.split(separator: "\n")
        let withSettings = lines.filter { $0.contains("swiftSettings:") }
        XCTAssertFalse(withSettings.isEmpty, "the manifest sets flags somewhere")
        for line in withSettings {
            let named = lowLevelTargets.contains { line.contains("name: \"\($0)\"") }
            XCTAssertTrue(named, "a target that is not low-level takes compiler settings: \(line)")
        }
        XCTAssertEqual(lines.filter { $0.contains("unsafeFlags") }.count, 1, "unsafe flags are defined once, for those targets")
    }
}
