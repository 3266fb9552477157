@testable import A11yScanSyntax
import XCTest

/// Bytes read through a view: the view of a range counts from 0, a word is little-endian
/// whatever the machine, and a copy takes exactly the view's bytes.
final class ByteViewTests: XCTestCase {
    func testARangeIsAViewOfItsOwnCountedFromZero() {
        Array("let name = 1".utf8).withByteView { view in
            let name = view.bytes(in: 4..<8)
            XCTAssertEqual(name.count, 4)
            XCTAssertEqual(name[0], UInt8(ascii: "n"))
            XCTAssertEqual(Array(name), Array("name".utf8))
            XCTAssertTrue(view.bytes(in: 4..<8, equal: name))
            XCTAssertFalse(view.bytes(in: 4..<7, equal: name), "a shorter range is not equal")
            XCTAssertFalse(view.bytes(in: 0..<4, equal: name))
            XCTAssertEqual(view.bytes(in: 12..<12).count, 0, "an empty range at the end")
        }
    }

    func testAWordIsTheEightBytesAtTheOffsetLowestFirst() {
        Array("xABCDEFGHy".utf8).withByteView { view in
            XCTAssertEqual(view.word(at: 1), 0x4847_4645_4443_4241)
            XCTAssertEqual(view.word(at: 2) & 0xFF, UInt64(UInt8(ascii: "B")), "unaligned offsets read too")
        }
    }

    func testAppendingAViewCopiesItsBytesOnly() {
        var out = Array("<".utf8)
        Array("abcdef".utf8).withByteView { out.append(contentsOf: $0.bytes(in: 1..<4)) }
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "<bcd")
    }

    func testAStringAndAnEmptyArrayGiveTheirUTF8() {
        var text = String("é and more".dropFirst(0))
        XCTAssertEqual(text.withByteView { Array($0) }, Array("é and more".utf8))
        XCTAssertEqual([UInt8]().withByteView { $0.count }, 0)
        XCTAssertTrue(ByteView().isEmpty)
    }
}
