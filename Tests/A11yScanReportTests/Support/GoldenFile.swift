import Foundation
import XCTest

/// Compares output with a file in `Golden/`. With `A11YSCAN_RECORD=1` the file is written and
/// the test fails with "recorded, re-run", so a recording is always noticed and reviewed.
enum GoldenFile {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("Golden")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["A11YSCAN_RECORD"] == "1"
    }

    static func assertMatches(
        _ bytes: [UInt8], name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let url = directory.appendingPathComponent(name)
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try Data(bytes).write(to: url)
                XCTFail("recorded \(name), re-run without A11YSCAN_RECORD", file: file, line: line)
            } catch {
                XCTFail("could not record \(url.path): \(error)", file: file, line: line)
            }
            return
        }
        guard let expected = FileManager.default.contents(atPath: url.path) else {
            XCTFail("missing golden file Golden/\(name); record it with A11YSCAN_RECORD=1 and review it",
                    file: file, line: line)
            return
        }
        guard Array(expected) != bytes else { return }
        let actualLines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
        let expectedLines = String(decoding: expected, as: UTF8.self).components(separatedBy: "\n")
        let firstDifference = zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }
        let lineNumber = (firstDifference?.offset ?? min(actualLines.count, expectedLines.count)) + 1
        let got = lineNumber <= actualLines.count ? actualLines[lineNumber - 1] : "<end of output>"
        let want = lineNumber <= expectedLines.count ? expectedLines[lineNumber - 1] : "<end of file>"
        XCTFail("output differs from Golden/\(name) at line \(lineNumber)\n  expected: \(want)\n  actual:   \(got)",
                file: file, line: line)
    }
}
