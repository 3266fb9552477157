@testable import A11yScanSystem
import XCTest

/// Bytes held aside are copied whole into the report, and the spill file never shows in its folder.
final class SpillFileTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testWhatIsHeldAsideFollowsWhatTheReportAlreadyHas() throws {
        let spill = try SpillFile(in: folder.path, for: "report.json")
        XCTAssertEqual(folder.names, [], "unlinked as soon as it is made")
        try spill.append(Array("second, ".utf8))
        try spill.append(Array("third".utf8))
        let report = try AtomicFile.open(folder.file("report.json"))
        try report.append(Array("first, ".utf8))
        try spill.copy(to: report)
        try report.commit()
        XCTAssertEqual(try folder.read("report.json"), "first, second, third")
        XCTAssertEqual(folder.names, ["report.json"])
    }

    func testMoreThanOneChunkIsCopiedWhole() throws {
        let spill = try SpillFile(in: folder.path, for: "report.json")
        let block = (0..<(3 << 20)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try spill.append(block)
        let report = try AtomicFile.open(folder.file("report.json"))
        try spill.copy(to: report)
        try report.commit()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: folder.file("report.json"))), Data(block))
    }

    func testAFolderThatDoesNotExistNamesTheReport() {
        XCTAssertThrowsError(try SpillFile(in: folder.file("missing"), for: "report.json")) { error in
            XCTAssertEqual((error as? OutputFileError)?.path, "report.json")
        }
    }
}
