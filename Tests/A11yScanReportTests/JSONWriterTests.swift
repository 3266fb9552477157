@testable import A11yScanReport
import Foundation
import XCTest

/// The writer spells numbers and nesting itself; both must read as JSON does.
final class JSONWriterTests: XCTestCase {
    func testIntegersAreWrittenInDecimalAsSwiftSpellsThem() {
        for number in [0, 7, -1, 10, 99, 100, -4096, 1_234_567, Int.max, Int.min, Int.min + 1] {
            XCTAssertEqual(String(decoding: JSONWriter.render(.int(number)), as: UTF8.self), "\(number)\n")
        }
    }

    func testNestedMembersAreIndentedTwoSpacesPerLevel() {
        let value = JSONValue.object([("a", .array([.int(1), .object([("b", .null)])]))])
        XCTAssertEqual(String(decoding: JSONWriter.render(value), as: UTF8.self),
                       "{\n  \"a\": [\n    1,\n    {\n      \"b\": null\n    }\n  ]\n}\n")
    }

    /// The object writer must lay an object out byte for byte as the tree writer does, at any
    /// depth, with nested values, escapes and no members at all.
    func testAnObjectWrittenMemberByMemberEqualsTheSameObjectRenderedAsAValue() {
        func describe<Sink: JSONObjectSink>(_ members: Int, into object: inout Sink) {
            if members > 0 { object.set("name", "a \"quoted\"\nline") }
            if members > 1 { object.set("count", -42) }
            if members > 2 { object.set("nested", .object([("list", .array([.int(1), .string("x")])), ("none", .null)])) }
            if members > 3 { object.set("flag", .bool(true)) }
        }
        for members in 0...4 {
            for indent in [0, 1, 3] {
                var builder = JSONObjectBuilder()
                describe(members, into: &builder)
                var expected: [UInt8] = Array("prefix".utf8)
                JSONWriter.append(builder.value, indent: indent, into: &expected)
                var written: [UInt8] = Array("prefix".utf8)
                JSONObjectWriter.write(indent: indent, into: &written) { describe(members, into: &$0) }
                XCTAssertEqual(String(decoding: written, as: UTF8.self), String(decoding: expected, as: UTF8.self),
                               "\(members) members at depth \(indent)")
            }
        }
    }

    /// Objects written one after another through shared member prefixes come out as each
    /// would alone, also when keys, their order, the number of members or the depth change
    /// from one object to the next (a prefix remembered for one shape must not leak into another).
    func testObjectsSharingMemberPrefixesComeOutAsEachWouldAlone() {
        let shapes: [(keys: [String], indent: Int)] = [
            (["ruleId", "line", "message"], 2), (["ruleId", "line", "message"], 2), (["ruleId", "line"], 2),
            (["ruleId", "line", "message", "extra"], 2), (["line", "ruleId", "message"], 2),
            (["ruleId", "line", "message"], 1), ([], 2), (["ruleId", "column", "message"], 2),
            (["ruleId", "line", "message"], 2),
        ]
        func describe(_ keys: [String], into object: inout JSONObjectWriter) {
            for (number, key) in keys.enumerated() { object.set(key, number) }
        }
        let prefixes = JSONMemberPrefixes()
        var shared: [UInt8] = []
        var alone: [UInt8] = []
        for shape in shapes {
            JSONObjectWriter.write(indent: shape.indent, prefixes: prefixes, into: &shared) { describe(shape.keys, into: &$0) }
            JSONObjectWriter.write(indent: shape.indent, into: &alone) { describe(shape.keys, into: &$0) }
            XCTAssertEqual(String(decoding: shared, as: UTF8.self), String(decoding: alone, as: UTF8.self),
                           "after the shape \(shape.keys) at depth \(shape.indent)")
        }
        XCTAssertTrue(String(decoding: shared, as: UTF8.self).contains("\n      \"column\": 1"))
    }

    /// Strings are skipped over eight bytes at a time; an escape must be written wherever it
    /// falls. The reference escapes byte by byte.
    func testEveryByteThatNeedsAnEscapeIsEscapedAtEveryOffset() {
        func reference(_ text: String) -> String {
            var out = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{08}": out += "\\b"
                case "\u{0C}": out += "\\f"
                case _ where scalar.value < 0x20: out += String(format: "\\u%04x", scalar.value)
                default: out.unicodeScalars.append(scalar)
                }
            }
            return out + "\""
        }
        let specials = ["\"", "\\", "\n", "\u{01}", "\u{1F}", "\t", "é", " ", "!", "#", "]", "\u{7F}"]
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 30] {
            for special in specials {
                for offset in 0...length {
                    var characters = Array(repeating: Character("a"), count: length)
                    characters.insert(Character(special), at: offset)
                    let text = String(characters)
                    var out: [UInt8] = []
                    JSONWriter.appendQuoted(text, into: &out)
                    XCTAssertEqual(String(decoding: out, as: UTF8.self), reference(text), text.debugDescription)
                }
            }
        }
    }
}
