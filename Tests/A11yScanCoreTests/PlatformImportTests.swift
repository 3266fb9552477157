import Foundation
import XCTest

/// The package builds on macOS as well as Linux: the C library is imported only under
/// `#if canImport(…)`, and glibc's names for struct fields appear only in a branch for it.
/// CI runs on Linux alone, so this reads the sources for what a Darwin build would reject.
final class PlatformImportTests: XCTestCase {
    private static let folders = ["Sources", "Tests", "Fuzz/Sources"]
    /// Names only glibc has (Darwin: `__sigaction_u`, `st_mtimespec`).
    private static let glibcOnlyNames = ["__sigaction_handler", "st_mtim."]

    private func swiftFiles() throws -> [URL] {
        var files: [URL] = []
        for folder in Self.folders {
            let root = RepositoryPaths.root.appendingPathComponent(folder)
            let walker = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
            for case let url as URL in walker where url.pathExtension == "swift" && url.lastPathComponent != "PlatformImportTests.swift" {
                files.append(url)
            }
        }
        XCTAssertGreaterThan(files.count, 100, "the walk found the sources")
        return files
    }

    func testEveryCLibraryImportIsConditional() throws {
        for file in try swiftFiles() {
            let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var conditions: [String] = []
            for (number, line) in lines.enumerated() {
                let text = line.trimmingCharacters(in: .whitespaces)
                if text.hasPrefix("#if ") {
                    conditions.append(text)
                } else if text.hasPrefix("#elseif ") || text == "#else", !conditions.isEmpty {
                    conditions[conditions.count - 1] += " " + text
                } else if text == "#endif", !conditions.isEmpty {
                    conditions.removeLast()
                }
                for module in ["Glibc", "Darwin", "Musl"] where text == "import \(module)" {
                    XCTAssertTrue(conditions.last?.hasSuffix("canImport(\(module))") ?? false,
                                  "\(file.path):\(number + 1): `import \(module)` outside `#if canImport(\(module))`")
                }
                for name in Self.glibcOnlyNames where text.contains(name) && !text.hasPrefix("//") {
                    let platformBranch = conditions.contains { $0.contains("Darwin") || $0.contains("Glibc") || $0.contains("Linux") }
                    XCTAssertTrue(platformBranch, "\(file.path):\(number + 1): glibc-only `\(name)` outside a platform branch")
                }
            }
        }
    }
}
