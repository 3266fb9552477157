import XCTest

/// `A11YSCAN_TRACE` prints where a scan's wall time goes, phase by phase and worker by worker,
/// on standard error only: the report is the same, and without the variable nothing is printed.
final class ScanTraceTests: XCTestCase {
    func testTheTraceListsThePhasesInOrderAndLeavesTheReportAsItIs() throws {
        let folder = try CommandRunner.temporaryFolder(self)
        try CommandRunner.write("""
            @Composable
            fun BackButton(onClick: () -> Unit, contentDescription: String? = null) {
                IconButton(onClick = onClick) { Icon(Icons.Default.ArrowBack, contentDescription = contentDescription) }
            }
            """, "BackButton.kt", in: folder)
        for number in 0..<12 {
            try CommandRunner.write("@Composable\nfun Screen\(number)(onBack: () -> Unit) { BackButton(onClick = onBack) }\n",
                                    "screens/Screen\(number).kt", in: folder)
        }
        let arguments = ["scan", ".", "--format", "json", "--no-config", "--component-cache", "", "--jobs", "2", "--quiet"]
        let plain = try CommandRunner.run(arguments, in: folder)
        let traced = try CommandRunner.run(arguments, in: folder, environment: ["A11YSCAN_TRACE": "1"])
        XCTAssertTrue(plain.stdout.contains("Through `BackButton`"), plain.stdout)
        XCTAssertEqual(traced.status, plain.status)
        XCTAssertEqual(traced.stdout, plain.stdout, "the trace changes nothing in the report")
        XCTAssertFalse(plain.stderr.contains("a11yscan-trace"), plain.stderr)

        let lines = traced.stderr.split(separator: "\n").filter { $0.hasPrefix("a11yscan-trace: ") }.map { $0.dropFirst(16) }
        let names = ["settings", "walk waited for", "session made", "first pass", "summaries", "callers marked", "second pass",
                     "second pass delivered", "report finishing", "report written"]
        let phases = lines.filter { !$0.contains(" worker: ") && !$0.hasPrefix("second pass, ") }
        XCTAssertEqual(phases.map { line in names.first { line.hasPrefix($0 + " at ") } ?? String(line) }, names, traced.stderr)
        // The second pass counts what it did with each held result: the screens' calls of `BackButton`
        // are checked on their trees, the file declaring it is kept.
        let counts = Dictionary(uniqueKeysWithValues: lines.filter { $0.hasPrefix("second pass, ") }.compactMap { line in
            line.lastIndex(of: ":").flatMap { colon in Int(line[colon...].dropFirst(2)).map { (String(line[..<colon]), $0) } }
        })
        XCTAssertEqual(counts["second pass, held result's component calls checked"], 12, traced.stderr)
        XCTAssertEqual(counts["second pass, held result kept"], 1, traced.stderr)
        // Each pass hands every file to one worker: 13 in the first (some of them scanned while the walk ran), 13 in the second.
        func files(_ pass: String) -> [Int] {
            lines.filter { $0.hasPrefix(pass + " worker: ") }.map { Int($0.dropFirst(pass.count + 9).prefix { $0.isNumber }) ?? -1 }
        }
        XCTAssertEqual(files("unordered pass").count, 2, traced.stderr)
        XCTAssertEqual(files("unordered pass").reduce(0, +), 13, traced.stderr)
        XCTAssertEqual(files("pass").reduce(0, +), 13, traced.stderr)
        XCTAssertLessThanOrEqual(files("early").reduce(0, +), 13, traced.stderr)
    }
}
