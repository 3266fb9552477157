import A11yScanCore
import A11yScanReport
import XCTest

/// The batch `csv` format: RFC 4180 quoting, read back with an independent parser.
final class BatchCSVWriterTests: XCTestCase {
    private func csv() -> String {
        var writer = BatchCSVWriter()
        return String(decoding: writer.render(BatchReportFixture.overview(), results: BatchReportFixture.results), as: UTF8.self)
    }

    /// Records of RFC 4180 text: quoted fields may hold commas, CRLF and doubled quotes.
    private func parse(_ text: String) -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if quoted {
                if scalar == "\"" {
                    if scalars.first == "\"" {
                        field.unicodeScalars.append("\"")
                        scalars.removeFirst()
                    } else {
                        quoted = false
                    }
                } else {
                    field.unicodeScalars.append(scalar)
                }
            } else if scalar == "\"" {
                quoted = true
            } else if scalar == "," {
                record.append(field)
                field = ""
            } else if scalar == "\r", scalars.first == "\n" {
                scalars.removeFirst()
                record.append(field)
                records.append(record)
                (record, field) = ([], "")
            } else {
                field.unicodeScalars.append(scalar)
            }
        }
        return records
    }

    func testOneRowPerFindingThatReadsBackExactly() throws {
        let records = parse(csv())
        XCTAssertEqual(records.first, BatchCSVWriter.columns)
        XCTAssertEqual(records.count, 1 + 5)
        let column = { (name: String) in BatchCSVWriter.columns.firstIndex(of: name)! }
        let rows = records.dropFirst()
        let findings = BatchReportFixture.results.flatMap(\.findings)
        XCTAssertEqual(rows.map { $0[column("message")] }, findings.map(\.message))
        XCTAssertEqual(rows.map { $0[column("snippet")] }, findings.map(\.snippet))
        XCTAssertEqual(rows.map { $0[column("repository")] }, ["android/app", "android/app", "ios-app", "ios-app", "ios-app"])
        XCTAssertEqual(rows.first?[column("commit")], String(repeating: "ab", count: 20))
        XCTAssertEqual(rows.first?[column("line")], "8")
        XCTAssertTrue(rows.allSatisfy { $0.count == BatchCSVWriter.columns.count })
    }

    func testRowsEndWithCRLFAndLineBreaksInFieldsStayQuoted() {
        let text = csv()
        XCTAssertTrue(text.hasSuffix("\r\n"))
        XCTAssertTrue(text.contains("\"Icon has no contentDescription,\nso TalkBack says nothing.\""))
        XCTAssertEqual(text.components(separatedBy: "\r\n").count - 1, 6, "a record per line, the line break in a message inside quotes")
    }

    func testFieldsAreQuotedOnlyWhenTheyMustBe() {
        let header = String(decoding: {
            var writer = BatchCSVWriter()
            return writer.begin(BatchReportFixture.overview())
        }(), as: UTF8.self)
        XCTAssertEqual(header, BatchCSVWriter.columns.joined(separator: ",") + "\r\n")
        let text = csv()
        XCTAssertTrue(text.contains(",swiftui-icon-not-hidden,"), "plain fields are not quoted")
        XCTAssertTrue(text.contains("\"\t\tImage(systemName: \"\"heart\"\")\""), "quotes doubled, leading white space quoted")
        XCTAssertFalse(text.contains("\"Clickable Row is not announced as a button (100% of TalkBack users hear only its text).\""))
        XCTAssertTrue(text.contains(",Clickable Row is not announced as a button (100% of TalkBack users hear only its text).,"))
    }
}
