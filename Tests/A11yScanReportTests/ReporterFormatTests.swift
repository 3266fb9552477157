import A11yScanReport
import XCTest

final class ReporterFormatTests: XCTestCase {
    func testNamesAndAliasesResolveCaseInsensitively() {
        XCTAssertEqual(ReporterFormat(name: "sarif"), .sarif)
        XCTAssertEqual(ReporterFormat(name: "SARIF"), .sarif)
        XCTAssertEqual(ReporterFormat(name: "gcc"), .xcode)
        XCTAssertNil(ReporterFormat(name: "yaml"))
        XCTAssertEqual(ReporterFormat.allNames, [
            "text", "xcode", "json", "sarif", "checkstyle", "junit", "github", "gitlab", "markdown", "html", "gcc",
        ])
    }

    /// The README's formats table and its `--format` row name every format there is.
    func testReadmeListsEveryFormat() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let table = try XCTUnwrap(text.components(separatedBy: "### Output formats").dropFirst().first)
            .components(separatedBy: "\n\n").dropFirst().first ?? ""
        let optionRow = try XCTUnwrap(text.components(separatedBy: "\n").first { $0.hasPrefix("| `--format F` |") })
        for format in ReporterFormat.allCases {
            XCTAssertTrue(table.contains("\n| `\(format.name)`") || table.hasPrefix("| `\(format.name)`"),
                          "the formats table lacks \(format.name)")
            XCTAssertTrue(optionRow.contains("`\(format.name)`"), "the --format row lacks \(format.name)")
        }
    }

    func testEachFormatMakesTheReporterOfThatName() {
        for format in ReporterFormat.allCases {
            let reporter = format.makeReporter(options: ReporterOptions())
            XCTAssertEqual(type(of: reporter).formatName, format.name)
        }
    }

    func testOptionsReachTheReporters() {
        let colored = ReporterFormat.text.makeReporter(options: ReporterOptions(color: true))
        XCTAssertTrue(colored.render(ReportFixture.report).contains(0x1B))
        let capped = ReporterFormat.markdown.makeReporter(options: ReporterOptions(markdownCap: 1))
        XCTAssertTrue(String(decoding: capped.render(ReportFixture.report), as: UTF8.self).contains("and 4 more findings"))
        let versioned = ReporterFormat.json.makeReporter(options: ReporterOptions(toolVersion: "7.0"))
        XCTAssertEqual(try JSONReportDocument.decode(versioned.render(ReportFixture.report)).tool.version, "7.0")
    }

    func testHelpListingNamesEveryFormatWithItsSummary() {
        let lines = ReporterFormat.helpListing.split(separator: "\n")
        XCTAssertEqual(lines.count, ReporterFormat.allCases.count)
        for (line, format) in zip(lines, ReporterFormat.allCases) {
            XCTAssertTrue(line.hasPrefix(format.name + " "))
            XCTAssertTrue(line.hasSuffix(format.summary))
        }
    }
}
