@testable import A11yScanMatcher
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// A pattern lowered to a `NodeProgram`: the ops and side tables it lays out in the memory the
/// program allocates, read back through its lookups, and that memory given back with it.
final class NodeProgramTests: XCTestCase {
    /// `all: [call, name Button, not: {text: '(?<word>save)'}, arg: {label: action}]`.
    private func lowerSample(into builder: inout NodeProgramBuilder) throws -> Int32 {
        builder.lower(.all([
            .kind(.call),
            .name(NameMatcher(names: ["Button"])),
            .not(.text(TextLeaf(pattern: .fixed(try Regex("(?<word>save)"))))),
            .argument(ArgumentTest(labels: ["action", "role"])),
        ]))
    }

    func testLoweredPatternHasItsOpsInOrderAndItsTables() throws {
        var builder = NodeProgramBuilder()
        let root = try lowerSample(into: &builder)
        let program = builder.program()
        // Operands first, each before its parent: kind, name, text, not, argument, then all.
        XCTAssertEqual(root, 5)
        XCTAssertEqual(program.ops.count, 6)
        guard case .kind(.call) = program.ops[0] else { return XCTFail("op 0: \(program.ops[0])") }
        guard case .not(2, restores: true) = program.ops[3] else { return XCTFail("op 3: \(program.ops[3])") }
        guard case .all(let operands) = program.ops[5] else { return XCTFail("op 5: \(program.ops[5])") }
        XCTAssertEqual((operands.start..<operands.end).map { program.lists[$0] }, [0, 1, 3, 4])

        XCTAssertEqual(program.matchers.count, 1)
        XCTAssertTrue(program.contains(program.matchers[0], number: RuleVocabulary.shared.number("Button")))
        XCTAssertFalse(program.contains(program.matchers[0], number: RuleVocabulary.shared.number("Text")))
        XCTAssertFalse(program.contains(program.matchers[0], number: -1))
        XCTAssertFalse(program.contains(program.matchers[0], number: Int32(program.words.count * 64)), "past the last word")

        XCTAssertEqual(program.captureSlots, 1)
        XCTAssertEqual(program.captureNames, ["word": 0])
        XCTAssertEqual(program.patterns.count, 1)
        let groups = program.patterns[0].groups
        XCTAssertEqual((groups.start..<groups.end).map { program.lists[$0] }, [1, 0], "group 1 goes to slot 0")

        XCTAssertEqual(program.strings.count, 2)
        XCTAssertEqual(program.bytes.count, "actionrole".utf8.count)
        let labels = program.arguments[0].labels
        let code = Array("role: x, actions: y".utf8)
        code.withByteView { buffer in
            XCTAssertTrue(program.containsString(labels, buffer, 0..<4))
            XCTAssertFalse(program.containsString(labels, buffer, 9..<16), "`actions` is not `action`")
            XCTAssertTrue(program.string(program.lists[labels.start], equals: buffer, 9..<15))
            XCTAssertFalse(program.containsString(labels, buffer, 0..<0))
        }
    }

    func testProgramIsFreedWithItsLastReference() throws {
        weak var released: NodeProgram?
        weak var releasedEmpty: NodeProgram?
        do {
            var builder = NodeProgramBuilder()
            _ = try lowerSample(into: &builder)
            let program = builder.program()
            let empty = NodeProgramBuilder().program()
            released = program
            releasedEmpty = empty
            XCTAssertEqual(program.ops.count, 6)
            XCTAssertEqual(empty.ops.count, 0)
            XCTAssertEqual(empty.captureSlots, 0)
        }
        XCTAssertNil(released)
        XCTAssertNil(releasedEmpty, "an empty program frees its one-element allocations too")
    }
}
