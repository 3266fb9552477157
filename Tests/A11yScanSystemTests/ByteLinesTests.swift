@testable import A11yScanSystem
import XCTest

/// Lines, fields and numbers read from bytes as the component cache reads them.
final class ByteLinesTests: XCTestCase {
    func testLinesEndAtLineBreaksAndAnUnfinishedLastLineIsNone() {
        var lines = ByteLines(Array("a\tb\n\nlast".utf8))
        let first = lines.next()
        XCTAssertEqual(first, 0..<3)
        XCTAssertEqual(lines.text(first!), "a\tb")
        XCTAssertEqual(lines.next(), 4..<4)
        XCTAssertEqual(lines.position, 5)
        XCTAssertNil(lines.next(), "a line without its line break")
        XCTAssertEqual(lines.position, 5)
        var later = ByteLines(Array("skip\nkept\n".utf8), from: 5)
        XCTAssertEqual(later.next().map(later.text), "kept")
        XCTAssertNil(later.next())
        var empty = ByteLines([])
        XCTAssertNil(empty.next())
    }

    func testFieldsKeepEmptyOnes() {
        let lines = ByteLines(Array("x\t\ty\t".utf8))
        XCTAssertEqual(lines.fields(0..<5, separatedBy: 9).map(lines.text), ["x", "", "y", ""])
        XCTAssertEqual(lines.fields(0..<1, separatedBy: 9).map(lines.text), ["x"])
        XCTAssertEqual(lines.fields(2..<2, separatedBy: 9).map(lines.text), [""])
    }

    /// Numbers read as `Int(_:)` reads the same text.
    func testNumbersAreReadAsIntReadsThem() {
        for text in ["0", "7", "007", "-12", "+5", "", "-", "+", "1x", " 1", "1 ", "9223372036854775807", "9223372036854775808",
                     "-9223372036854775808", "-9223372036854775809", "99999999999999999999", "١"] {
            let bytes = Array(text.utf8)
            XCTAssertEqual(ByteLines(bytes).int(0..<bytes.count), Int(text), text)
        }
    }

    func testBytesAreComparedAndFound() {
        let lines = ByteLines(Array("+true\\n".utf8))
        XCTAssertTrue(lines.holds(0..<5, "+true"))
        XCTAssertFalse(lines.holds(0..<5, "+tru"))
        XCTAssertFalse(lines.holds(0..<4, "+true"))
        XCTAssertTrue(lines.contains(UInt8(ascii: "\\"), in: 0..<7))
        XCTAssertFalse(lines.contains(UInt8(ascii: "\\"), in: 0..<5))
        XCTAssertFalse(lines.contains(UInt8(ascii: "+"), in: 3..<3))
        XCTAssertEqual(ByteLines(Array("é\u{FF}".utf8) + [0xFF]).text(0..<5), "é\u{FF}\u{FFFD}")
    }

    /// A skip moves past whole lines only, and never past the end.
    func testSkippingBytesStopsAtALineBreakOnly() {
        var lines = ByteLines(Array("ab\ncd\nrest\n".utf8))
        XCTAssertFalse(lines.skip(bytes: 2), "ends inside a line")
        XCTAssertFalse(lines.skip(bytes: 99))
        XCTAssertFalse(lines.skip(bytes: -1))
        XCTAssertTrue(lines.skip(bytes: 0))
        XCTAssertTrue(lines.skip(bytes: 6))
        XCTAssertEqual(lines.next().map(lines.text), "rest")
    }

    /// Which field a text is, as `fields` cuts the range: a text inside a longer field, or
    /// across a separator, is none; the count of a byte in a range.
    func testAFieldIsFoundAsTheFieldsCutTheRange() {
        let text = "Row\tIconButton\tIcon\t\tIconButtonX\tIconButton"
        let lines = ByteLines(Array(text.utf8))
        let all = 0..<text.utf8.count
        for (index, field) in lines.fields(all, separatedBy: 9).enumerated() {
            let name = lines.text(field)
            let first = lines.fields(all, separatedBy: 9).firstIndex { lines.text($0) == name }
            XCTAssertEqual(lines.holdsField(name, in: all, separatedBy: 9), first, name)
            XCTAssertEqual(lines.field(index, of: all, separatedBy: 9).map(lines.text), name)
        }
        XCTAssertEqual(lines.holdsField("IconButton", in: all, separatedBy: 9), 1)
        for absent in ["Ic", "con", "Row\tIcon", "ButtonX", "Iconn"] {
            XCTAssertNil(lines.holdsField(absent, in: all, separatedBy: 9), absent)
        }
        XCTAssertNil(lines.holdsField("Row", in: 1..<all.upperBound, separatedBy: 9), "cut by the range")
        XCTAssertEqual(lines.holdsField("ow", in: 1..<3, separatedBy: 9), 0)
        XCTAssertNil(lines.holdsField("", in: 0..<3, separatedBy: 9))
        XCTAssertNil(lines.field(6, of: all, separatedBy: 9))
        XCTAssertEqual(lines.count(of: 9, in: all), 5)
        XCTAssertEqual(lines.count(of: 9, in: 0..<3), 0)
        XCTAssertEqual(ByteLines([]).holdsField("", in: 0..<0, separatedBy: 9), 0)
    }
}
