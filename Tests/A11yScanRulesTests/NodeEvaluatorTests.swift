@testable import A11yScanMatcher
@testable import A11yScanRules
@testable import A11yScanSyntax
import XCTest

/// `NodeEvaluator.holds` on small trees, with the code and text in buffers of exactly the
/// file's size: answers for chosen nodes, captures kept or rolled back, the file's last byte,
/// an empty file and bytes outside ASCII.
final class NodeEvaluatorTests: XCTestCase {
    private struct Lowered {
        let program: NodeProgram
        let roots: [Int32]
    }

    private func lower(_ tests: [NodeTest]) -> Lowered {
        var builder = NodeProgramBuilder()
        let roots = tests.map { builder.lower($0) }
        return Lowered(program: builder.program(), roots: roots)
    }

    private func text(_ pattern: String, in region: TextRegion = .node, source: Bool = false) throws -> NodeTest {
        .text(TextLeaf(pattern: .fixed(try Regex(pattern)), region: region, source: source))
    }

    private let screen = """
        VStack {
            Button(action: save) { Image(systemName: "tray") }
            Text("Saved")
        }
        """

    func testHoldsForTheNodesThePatternDescribes() throws {
        let lowered = lower([
            .all([.kind(.call), .name(NameMatcher(names: ["Button"]))]),
            .has(Relation(test: .name(NameMatcher(names: ["Image"])))),
            .inside(Relation(test: .name(NameMatcher(names: ["VStack"])))),
        ])
        let file = EvaluatorFixture(screen)
        let (stack, button, image, text) = (file.node("VStack"), file.node("Button"), file.node("Image"), file.node("Text"))
        XCTAssertEqual([stack, button, image, text].filter { $0 < 0 }, [], "every name is in the tree")
        try file.withEvaluator { evaluator in
            let answers = try lowered.roots.map { root in
                try [stack, button, image, text].map { try evaluator.holds(lowered.program, root, $0) }
            }
            XCTAssertEqual(answers[0], [false, true, false, false], "a call named Button")
            XCTAssertEqual(answers[1], [true, true, false, false], "has an Image below")
            XCTAssertEqual(answers[2], [false, true, true, true], "inside the VStack")
        }
    }

    func testCapturesOfFailedAlternativesAndOfNotAreRolledBack() throws {
        let lowered = lower([
            .any([.all([try text("(?<what>save)"), .kind(.modifier)]), .kind(.call)]),
            .not(try text("(?<what>save)")),
            .any([.all([try text("(?<what>sa)ve"), .kind(.call)])]),
        ])
        XCTAssertEqual(lowered.program.captureNames, ["what": 0])
        let file = EvaluatorFixture(screen)
        let button = file.node("Button")
        try file.withEvaluator { evaluator in
            evaluator.captures.reset(slots: 1)
            XCTAssertTrue(try evaluator.holds(lowered.program, lowered.roots[0], button), "the second alternative holds")
            XCTAssertNil(evaluator.captures[0], "what the failed first alternative captured is rolled back")
            evaluator.captures.reset(slots: 1)
            XCTAssertFalse(try evaluator.holds(lowered.program, lowered.roots[1], button))
            XCTAssertNil(evaluator.captures[0], "a `not` keeps nothing")
            XCTAssertTrue(try evaluator.holds(lowered.program, lowered.roots[2], button))
            XCTAssertEqual(evaluator.captures[0], file.range(of: "save").lowerBound..<file.range(of: "save").lowerBound + 2)
        }
    }

    func testPatternReadsTheLastByteOfTheFile() throws {
        let lowered = lower([try text("(?<end>\\))\\z", in: .file), try text("\\)\\n", in: .file)])
        let file = EvaluatorFixture("Text(title)")
        let text = file.node("Text")
        XCTAssertEqual(Int(file.tree.nodes[Int(text)].end), file.source.code.count, "the call ends at the file's end")
        try file.withEvaluator { evaluator in
            evaluator.captures.reset(slots: 1)
            XCTAssertTrue(try evaluator.holds(lowered.program, lowered.roots[0], text))
            XCTAssertEqual(evaluator.captures[0], 10..<11)
            XCTAssertFalse(try evaluator.holds(lowered.program, lowered.roots[1], text), "nothing follows the last byte")
        }
    }

    func testEmptyFileHasNoNodesAndAnEmptyRegion() throws {
        let lowered = lower([try text("\\A\\z"), try text("x")])
        let file = EvaluatorFixture("")
        XCTAssertEqual(file.tree.nodes.count, 0)
        try file.withEvaluator { evaluator in
            XCTAssertEqual(evaluator.code.count, 0)
            let patterns = lowered.roots.map { root -> Int32 in
                guard case .text(let leaf) = lowered.program.ops[root] else { return -1 }
                return lowered.program.texts[leaf].pattern
            }
            XCTAssertTrue(try evaluator.search(lowered.program, patterns[0], in: evaluator.code, 0..<0))
            XCTAssertFalse(try evaluator.search(lowered.program, patterns[1], in: evaluator.code, 0..<0))
        }
    }

    func testBytesOutsideASCIIKeepOffsetsInBytes() throws {
        let lowered = lower([
            try text("(?<word>Größe)", source: true),
            .all([.kind(.call), .name(NameMatcher(names: ["Button"]))]),
            try text("(?<word>schließen)", in: .arguments),
        ])
        let file = EvaluatorFixture("""
            Label("Größe 👋", systemImage: "ruler")
            Button(action: schließen) { Text("✓") }
            """)
        let (label, button) = (file.node("Label"), file.node("Button"))
        XCTAssertEqual(file.tree.nodes[Int(button)].name, file.range(of: "Button"), "the name after multi-byte text")
        try file.withEvaluator { evaluator in
            evaluator.captures.reset(slots: 1)
            XCTAssertTrue(try evaluator.holds(lowered.program, lowered.roots[0], label))
            XCTAssertEqual(evaluator.captures[0], file.range(of: "Größe"))
            XCTAssertFalse(try evaluator.holds(lowered.program, lowered.roots[1], label))
            XCTAssertTrue(try evaluator.holds(lowered.program, lowered.roots[1], button))
            XCTAssertTrue(try evaluator.holds(lowered.program, lowered.roots[2], button))
            XCTAssertEqual(evaluator.captures[0], file.range(of: "schließen"))
            XCTAssertFalse(try evaluator.holds(lowered.program, lowered.roots[2], label))
        }
    }
}
