@testable import A11yScanFindings
@testable import A11yScanRules
@testable import A11yScanWalk
import Foundation
import XCTest
@testable import A11yScanCore

/// The streaming scan hands each path on in report order, with the findings, problems and
/// totals a scan that collected everything and sorted it once would have; whatever the job
/// count, and also for paths several files share and for absolute paths.
final class ScanSessionTests: XCTestCase {
    private var folder: URL!

    private static let swiftWithFindings = """
        struct Card: View {
            var body: some View {
                Button(action: save) {
                    HStack {
                        Image(systemName: "tray")
                        Text("Save")
                    }
                }
                Text("a").onTapGesture { open() }
            }
        }

        """
    private static let swiftClean = "struct Plain {}\n"

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("a11yscan-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func write(_ bytes: [UInt8], _ path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Many files over uneven folders, with findings on varying lines, clean files, and
    /// files with problems (binary, invalid UTF-8).
    private func makeTree(files: Int) throws {
        for number in 0..<files {
            let folders = (0..<(number % 3)).map { "Group\(($0 + number) % 4)" }.joined(separator: "/")
            let name = "\(String(format: "%03d", (number * 53) % files))_View.swift"
            var bytes = Array(String(repeating: "\n", count: number % 5).utf8)
            bytes += Array((number % 4 == 3 ? Self.swiftClean : Self.swiftWithFindings).utf8)
            if number % 17 == 5 { bytes += [0x00, 0x01] }
            if number % 19 == 7 { bytes += [0xFF, 0xFE, 0x0A] }
            try write(bytes, folders.isEmpty ? name : folders + "/" + name)
        }
    }

    private func request(_ roots: [String], jobs: Int) throws -> ScanRequest {
        ScanRequest(roots: roots, rules: try RuleSet.builtIn(), jobs: jobs, toolVersion: "test")
    }

    /// What a scan that collects every file's result and sorts all findings once gives.
    private func collectedAndSortedOnce(_ request: ScanRequest) -> (findings: [Finding], problems: [FileProblem], summary: ScanSummary) {
        let walked = FileWalker(options: request.walk).walk(request.roots)
        let targets = walked.files.map { ScanTarget(walked: $0, absolutePaths: request.absolutePaths) }
        let results = A11yScanCore.Scanner(rules: request.rules, jobs: 1).scan(targets)
        var summary = ScanSummary()
        for result in results where result.scanned {
            summary.filesScanned += 1
            summary.linesScanned += result.lines
            summary.bytesScanned += result.bytes
        }
        return (results.flatMap(\.findings).sorted(by: Finding.reportOrder), walked.problems + results.flatMap(\.problems), summary)
    }

    private func streamed(_ request: ScanRequest) -> (files: [FileFindings], summary: ScanSummary) {
        var files: [FileFindings] = []
        let summary = ScanSession(request: request).run { files.append($0) }
        return (files, summary)
    }

    func testManyFilesStreamInReportOrderWithTheSameResultForAnyJobCount() throws {
        try makeTree(files: 240)
        let expected = collectedAndSortedOnce(try request([folder.path], jobs: 1))
        XCTAssertGreaterThan(expected.findings.count, 300)
        XCTAssertFalse(expected.problems.isEmpty)
        for jobs in [1, 2, 8] {
            let (files, summary) = streamed(try request([folder.path], jobs: jobs))
            let paths = files.map(\.path)
            XCTAssertEqual(paths, paths.sorted(), "jobs \(jobs): paths come in report order")
            XCTAssertEqual(Set(paths).count, paths.count, "jobs \(jobs): each path is handed on once")
            XCTAssertTrue(files.allSatisfy { !$0.findings.isEmpty || !$0.problems.isEmpty }, "jobs \(jobs): no empty hand-offs")
            XCTAssertTrue(files.allSatisfy { file in file.findings.allSatisfy { $0.path == file.path } })
            XCTAssertEqual(files.flatMap(\.findings), expected.findings, "jobs \(jobs)")
            XCTAssertEqual(summary.problems, expected.problems, "jobs \(jobs)")
            XCTAssertEqual(summary.filesScanned, expected.summary.filesScanned)
            XCTAssertEqual(summary.linesScanned, expected.summary.linesScanned)
            XCTAssertEqual(summary.bytesScanned, expected.summary.bytesScanned)
        }
    }

    func testFilesScannedWhileTheWalkRunsChangeNothing() throws {
        try makeTree(files: 240)
        for absolutePaths in [false, true] {
            var reference = try request([folder.path], jobs: 1)
            reference.absolutePaths = absolutePaths
            let expected = collectedAndSortedOnce(reference)
            for jobs in [1, 2, 8] {
                var request = try request([folder.path], jobs: jobs)
                request.absolutePaths = absolutePaths
                let session = ScanSession(request: request, walking: WalkInProgress(roots: [folder.path], options: request.walk))
                var files: [FileFindings] = []
                let summary = session.run { files.append($0) }
                let label = "jobs \(jobs), absolute paths \(absolutePaths)"
                XCTAssertGreaterThan(session.filesScannedEarly, 0, label)
                XCTAssertEqual(files.map(\.path), files.map(\.path).sorted(), label)
                XCTAssertEqual(files.flatMap(\.findings), expected.findings, label)
                XCTAssertEqual(summary.problems, expected.problems, label)
                XCTAssertEqual(summary.filesScanned, expected.summary.filesScanned, label)
                XCTAssertEqual(summary.bytesScanned, expected.summary.bytesScanned, label)
            }
        }
    }

    func testFilesReportedUnderOnePathAreHandedOnTogetherInLineOrder() throws {
        try write(Array(("\n\n" + Self.swiftWithFindings).utf8), "first/Screen.swift")
        try write(Array(Self.swiftWithFindings.utf8), "second/Screen.swift")
        try write(Array(Self.swiftWithFindings.utf8), "second/Other.swift")
        let roots = [folder.appendingPathComponent("first").path, folder.appendingPathComponent("second").path]
        let expected = collectedAndSortedOnce(try request(roots, jobs: 1))
        let (files, _) = streamed(try request(roots, jobs: 2))
        XCTAssertEqual(files.map(\.path), ["Other.swift", "Screen.swift"])
        let screen = files.last?.findings ?? []
        XCTAssertEqual(screen.map(\.line), screen.map(\.line).sorted(), "both files' findings interleave by line")
        XCTAssertEqual(Set(screen.map(\.line)).count, 4, "two findings from each file, on different lines")
        XCTAssertEqual(files.flatMap(\.findings), expected.findings)
    }

    func testAbsolutePathsComeInPathOrderAndProblemsInWalkOrder() throws {
        // Walk order goes by the path relative to each root: A.swift (under zeta) before
        // B.swift (under alpha); report order goes by the absolute path, alpha first.
        try write(Array(Self.swiftWithFindings.utf8) + [0xFF, 0x0A], "zeta/A.swift")
        try write(Array(Self.swiftWithFindings.utf8) + [0xFE, 0x0A], "alpha/B.swift")
        let roots = [folder.appendingPathComponent("zeta").path, folder.appendingPathComponent("alpha").path]
        var request = try request(roots, jobs: 2)
        request.absolutePaths = true
        let expected = collectedAndSortedOnce(request)
        let (files, summary) = streamed(request)
        XCTAssertEqual(files.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["B.swift", "A.swift"])
        XCTAssertEqual(files.flatMap(\.findings), expected.findings)
        XCTAssertEqual(summary.problems.map { URL(fileURLWithPath: $0.path).lastPathComponent }, ["A.swift", "B.swift"],
                       "problems keep walk order")
        XCTAssertEqual(summary.problems, expected.problems)
    }

    func testNonASCIINamesComeInStringOrderAndCanonicallyEqualNamesShareAPath() throws {
        // Byte order would put the decomposed "e\u{301}" before "z" and apart from "\u{E9}";
        // report paths compare as strings, where both spellings are one path after "z".
        for name in ["Zoo.swift", "z.swift", "\u{E9}.swift", "e\u{301}.swift", "\u{C4}/A.swift"] {
            try write(Array(Self.swiftWithFindings.utf8), name)
        }
        let expected = collectedAndSortedOnce(try request([folder.path], jobs: 1))
        for jobs in [1, 2] {
            let (files, _) = streamed(try request([folder.path], jobs: jobs))
            XCTAssertEqual(files.count, 4, "jobs \(jobs): the two spellings of one name are one path")
            XCTAssertEqual(files.map(\.path), files.map(\.path).sorted(), "jobs \(jobs)")
            XCTAssertEqual(files.flatMap(\.findings), expected.findings, "jobs \(jobs)")
        }
    }

    func testAConsumerThatThrowsStopsTheScan() throws {
        struct Stop: Error {}
        try makeTree(files: 200)
        for jobs in [1, 2] {
            var handedOn = 0
            XCTAssertThrowsError(try ScanSession(request: try request([folder.path], jobs: jobs)).run { _ throws(Stop) in
                handedOn += 1
                if handedOn == 3 { throw Stop() }
            }) { error in XCTAssertTrue(error is Stop) }
            XCTAssertEqual(handedOn, 3, "jobs \(jobs): nothing is handed on after the error")
        }
    }

    func testStandardInputIsOnePath() throws {
        let target = ScanTarget(path: "Card.swift", displayPath: "Card.swift", explicitlyNamed: true, language: .swift)
        var files: [FileFindings] = []
        let summary = ScanSession(bytes: Array(Self.swiftWithFindings.utf8), as: target, request: try request([], jobs: 4))
            .run { files.append($0) }
        XCTAssertEqual(files.map(\.path), ["Card.swift"])
        XCTAssertEqual(files.first?.findings.count, 2)
        XCTAssertEqual(summary.filesScanned, 1)
    }
}
