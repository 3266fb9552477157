@testable import A11yScanSystem
import XCTest

/// A report file is replaced whole or not at all, and nothing is left beside it.
final class AtomicFileTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testWriteReplacesAnExistingFileAndLeavesNothingBeside() throws {
        try folder.write("old report", to: "report.json")
        try AtomicFile.write(Array("new report".utf8), to: folder.file("report.json"))
        XCTAssertEqual(try folder.read("report.json"), "new report")
        XCTAssertEqual(folder.names, ["report.json"])
    }

    func testTheTargetKeepsItsContentUntilTheCommit() throws {
        try folder.write("old report", to: "report.json")
        let file = try AtomicFile.open(folder.file("report.json"))
        try file.append(Array("half of a new".utf8))
        XCTAssertEqual(try folder.read("report.json"), "old report")
        XCTAssertEqual(folder.names.count, 2, "the new report is written beside the old one")
        try file.append(Array(" report".utf8))
        try file.commit()
        XCTAssertEqual(try folder.read("report.json"), "half of a new report")
        XCTAssertEqual(folder.names, ["report.json"])
    }

    func testDiscardLeavesTheOldFileAndRemovesTheNewOne() throws {
        try folder.write("old report", to: "report.json")
        let file = try AtomicFile.open(folder.file("report.json"))
        try file.append(Array("broken".utf8))
        file.discard()
        XCTAssertEqual(try folder.read("report.json"), "old report")
        XCTAssertEqual(folder.names, ["report.json"])
    }

    func testASymbolicLinkIsFollowedNotReplaced() throws {
        try folder.write("old report", to: "real.json")
        try FileManager.default.createSymbolicLink(atPath: folder.file("link.json"), withDestinationPath: "real.json")
        try AtomicFile.write(Array("new report".utf8), to: folder.file("link.json"))
        XCTAssertEqual(try folder.read("real.json"), "new report")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link.json")), "real.json")
    }

    func testAFileThatIsNotRegularIsWrittenInPlace() throws {
        try AtomicFile.write(Array("discarded".utf8), to: "/dev/null")
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "the device is still a device")
    }

    func testAMissingFolderNamesThePathAsGiven() throws {
        let path = folder.file("missing/report.json")
        XCTAssertThrowsError(try AtomicFile.write([1], to: path)) { error in
            XCTAssertEqual((error as? OutputFileError)?.path, path)
        }
    }
}
