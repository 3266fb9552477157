@testable import A11yScanComponents
import A11yScanWalk
import Foundation
import XCTest

/// A scan that writes no cache plans its summaries without a table of entries: every walked
/// file the project keeps is to be summarised, in walk order, as a plan against an empty cache lists it.
final class RefreshPlanTests: XCTestCase {
    func testAPlanWithoutEntriesListsTheFilesAPlanWithThemDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-plan-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["b/Screen.kt", "a/View.swift", "a/Button.swift", "c/Main.kt"] {
            let file = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("// \(name)\n".utf8).write(to: file)
        }
        let walked = ComponentProject.walk([folder.path], base: "").files
        XCTAssertEqual(walked.count, 4)
        // The second file is gone (or not the project's).
        let stamps: [(size: Int64, modified: Int64)?] = walked.indices.map { $0 == 1 ? nil : (size: 1, modified: 2) }

        let full = RefreshPlan(ComponentCache(), walked: walked, stamps: stamps)
        let bare = RefreshPlan(ComponentCache(), walked: walked, stamps: stamps, entries: false)

        XCTAssertEqual(full.entries.count, 3)
        XCTAssertEqual(bare.entries.count, 0)
        XCTAssertEqual(bare.changed.map(\.path), full.changed.map(\.path))
        XCTAssertEqual(bare.changed.map(\.displayPath), full.changed.map(\.displayPath))
        XCTAssertEqual(bare.changed.map(\.language), full.changed.map(\.language))
        XCTAssertEqual(bare.changed.count, 3)
        XCTAssertFalse(bare.changed.contains { $0.path == walked[1].absolutePath })
    }
}
