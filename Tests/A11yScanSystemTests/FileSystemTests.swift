@testable import A11yScanSystem
import XCTest

/// The folder listing and file status a walk is built on, over a real folder.
final class FileSystemTests: XCTestCase {
    private var folder: TemporaryFolder!

    override func setUpWithError() throws { folder = try TemporaryFolder() }
    override func tearDown() { folder.remove() }

    func testAListingIsSortedByBytesWithKindsAndWithoutDotEntries() throws {
        try folder.write("", to: "b.swift")
        try folder.write("", to: "B.swift")
        try folder.write("", to: "é.swift")
        try folder.write("", to: "..hidden")
        try FileManager.default.createDirectory(atPath: folder.file("a"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: folder.file("link"), withDestinationPath: "b.swift")
        XCTAssertEqual(mkfifo(folder.file("pipe"), 0o644), 0)
        let directory = try OpenDirectory.open(folder.path).get()
        let (entries, error) = directory.entries()
        XCTAssertNil(error)
        XCTAssertEqual(entries.map(\.name), ["..hidden", "B.swift", "a", "b.swift", "link", "pipe", "é.swift"])
        let kinds = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.kind) })
        XCTAssertEqual(kinds["a"], .directory)
        XCTAssertEqual(kinds["link"], .symlink)
        XCTAssertEqual(kinds["pipe"], .special("FIFO"))
        XCTAssertEqual(kinds["b.swift"], .regular)
        XCTAssertTrue(entries.allSatisfy(\.isValidUTF8))
        XCTAssertEqual(try directory.status(of: "link").get().kind, .symlink, "an entry's status does not follow links")
        XCTAssertEqual(try FileSystem.status(ofPath: folder.file("link"), followingLinks: true).get().kind, .regular)
    }

    func testANameThatIsNotUTF8IsListedAndMarked() throws {
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/"), UInt8(ascii: "x"), 0xFF, 0]
        let created = path.withUnsafeBytes { creat($0.baseAddress!.assumingMemoryBound(to: CChar.self), 0o644) }
        XCTAssertGreaterThanOrEqual(created, 0)
        close(created)
        let (entries, _) = try OpenDirectory.open(folder.path).get().entries()
        XCTAssertEqual(entries.count, 1)
        XCTAssertFalse(entries[0].isValidUTF8)
        XCTAssertEqual(entries[0].name, "x\u{FFFD}")
    }

    func testReadingRefusesALinkWhenAskedAndAFIFOAlways() throws {
        try folder.write("*.swift\n", to: "real")
        try FileManager.default.createSymbolicLink(atPath: folder.file(".gitignore"), withDestinationPath: "real")
        XCTAssertEqual(try FileSystem.readRegularFile(folder.file(".gitignore"), refusingLinks: false).get(), Array("*.swift\n".utf8))
        guard case .failure(let error) = FileSystem.readRegularFile(folder.file(".gitignore"), refusingLinks: true) else {
            return XCTFail("a link was followed")
        }
        XCTAssertTrue(error.isLink)
        XCTAssertEqual(mkfifo(folder.file("pipe"), 0o644), 0)
        guard case .failure(let fifo) = FileSystem.readRegularFile(folder.file("pipe"), refusingLinks: false) else {
            return XCTFail("a FIFO was read")
        }
        XCTAssertEqual(fifo.message, "not a regular file")
    }

    func testAMissingPathIsToldApartFromOtherErrors() {
        guard case .failure(let error) = FileSystem.status(ofPath: folder.file("missing"), followingLinks: false) else {
            return XCTFail("a missing path has a status")
        }
        XCTAssertTrue(error.isMissing)
        XCTAssertFalse(FileSystem.exists(folder.file("missing")))
        XCTAssertTrue(FileSystem.exists(folder.path))
        XCTAssertEqual(FileSystem.realPath(folder.path + "/./"), FileSystem.realPath(folder.path))
        XCTAssertNil(FileSystem.realPath(folder.file("missing")))
    }
}
