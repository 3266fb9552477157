@testable import A11yScanSystem
import XCTest

/// A file to scan is read whole; what cannot be read says why, and nothing blocks.
final class WholeFileReaderTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testARegularFileIsReadWhole() throws {
        let text = String(repeating: "let x = 1\n", count: 20_000)
        try folder.write(text, to: "Big.swift")
        XCTAssertEqual(try WholeFileReader.read(folder.file("Big.swift"), maximumSize: 1 << 20).get(), Array(text.utf8))
        try folder.write("", to: "Empty.swift")
        XCTAssertEqual(try WholeFileReader.read(folder.file("Empty.swift"), maximumSize: 1 << 20).get(), [])
    }

    func testAFIFOIsNotReadAndAFolderIsNotRead() throws {
        XCTAssertEqual(mkfifo(folder.file("pipe.swift"), 0o644), 0)
        XCTAssertEqual(WholeFileReader.read(folder.file("pipe.swift"), maximumSize: 100), .failure(.notRegular))
        XCTAssertEqual(WholeFileReader.read(folder.path, maximumSize: 100), .failure(.notRegular))
    }

    func testAFileAboveTheLimitIsNotRead() throws {
        try folder.write("12345", to: "A.swift")
        XCTAssertEqual(WholeFileReader.read(folder.file("A.swift"), maximumSize: 4), .failure(.tooLarge))
        XCTAssertEqual(try WholeFileReader.read(folder.file("A.swift"), maximumSize: 5).get(), Array("12345".utf8))
    }

    func testAMissingFileGivesTheSystemsReason() {
        XCTAssertEqual(WholeFileReader.read(folder.file("missing.swift"), maximumSize: 100),
                       .failure(.cannotOpen(SystemCallError(code: ENOENT))))
    }
}
