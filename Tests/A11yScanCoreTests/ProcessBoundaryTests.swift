import Foundation
import XCTest

/// Only `A11yScanGitProcess` starts processes; the engine is handed a `GitRunner`. Nothing in
/// the type system stops a target from calling Foundation's `Process`, so this reads the sources.
final class ProcessBoundaryTests: XCTestCase {
    func testNoTargetButTheGitProcessOneStartsAProcess() throws {
        let sources = RepositoryPaths.root.appendingPathComponent("Sources")
        let walker = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var checked = 0
        for case let url as URL in walker where url.pathExtension == "swift" {
            let target = url.pathComponents[sources.pathComponents.count]
            guard target != "A11yScanGitProcess" else { continue }
            checked += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for call in ["Process()", "posix_spawn", "fork()", "execv"] {
                XCTAssertFalse(text.contains(call), "\(target)/\(url.lastPathComponent) starts a process (`\(call)`)")
            }
        }
        XCTAssertGreaterThan(checked, 200, "the walk found the sources")
    }
}
