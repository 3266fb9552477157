@testable import A11yScanRules
@testable import A11yScanWalk
import XCTest
@testable import A11yScanCore

/// A scan loads the built-in rules without their examples; the rules must be the same rules.
final class BuiltInRulesWithoutExamplesTests: XCTestCase {
    func testEachGeneratedTreeIsTheParsedFileWithoutItsExamples() throws {
        XCTAssertEqual(EmbeddedTree.builtInRules.count, BuiltinPatterns.files.count)
        for (file, tree) in zip(BuiltinPatterns.files, EmbeddedTree.builtInRules) {
            guard case .mapping(let parsed) = try RuleLoader.compose(file.yaml, file: file.name) else {
                return XCTFail("\(file.name): not a mapping")
            }
            let lean: [(RuleNode, RuleNode)] = parsed.filter { $0.key.string != "examples" }.map { ($0.key, $0.value) }
            XCTAssertTrue(parsed.contains { $0.key.string == "examples" }, file.name)
            XCTAssertEqual(Self.shape(tree()), Self.shape(RuleNode(lean)), file.name)
        }
    }

    /// Each built-in fact's generated tree is its parsed file.
    func testEachGeneratedFactTreeIsTheParsedFile() throws {
        XCTAssertEqual(EmbeddedTree.builtInFacts.count, BuiltinFacts.files.count)
        for (file, tree) in zip(BuiltinFacts.files, EmbeddedTree.builtInFacts) {
            XCTAssertEqual(Self.shape(tree()), Self.shape(try RuleLoader.compose(file.yaml, file: file.name)), file.name)
        }
    }

    /// A tree's structure, text and readings as a boolean, without positions.
    private static func shape(_ node: RuleNode) -> String {
        switch node {
        case .scalar(let scalar): return "s(\(scalar.string.debugDescription), \(scalar.bool.map { "\($0)" } ?? "-"))"
        case .sequence(let items): return "q[" + items.map(shape).joined(separator: ",") + "]"
        case .mapping(let pairs): return "m{" + pairs.map { shape($0.key) + ":" + shape($0.value) }.joined(separator: ",") + "}"
        case .alias: return "alias"
        }
    }

    func testRulesLoadedWithoutExamplesFindWhatTheFullRulesFind() throws {
        let full = try RuleSet.builtIn(), lean = try RuleSet.builtIn(examples: false)
        XCTAssertEqual(lean.rules.map(\.descriptor), full.rules.map(\.descriptor))
        XCTAssertTrue(lean.rules.allSatisfy { $0.examples.bad.isEmpty && $0.examples.good.isEmpty })
        assertSameFindingsOnEveryExample(lean, as: full)
    }

    func testChosenRulesAreTheOnlyOnesLoaded() throws {
        let ids: Set<String> = ["swiftui-icon-not-hidden", "compose-icon-not-hidden", "no-such-rule"]
        let chosen = try RuleSet.builtIn(examples: false, ids: ids)
        XCTAssertEqual(chosen.rules.map(\.id), ["compose-icon-not-hidden", "swiftui-icon-not-hidden"])
        XCTAssertEqual(chosen.descriptors, try RuleSet.builtIn(examples: false).rules.filter { ids.contains($0.id) }.map(\.descriptor))
        XCTAssertEqual(try RuleSet.builtIn(languages: [.swift], examples: false, ids: ids).rules.map(\.id), ["swiftui-icon-not-hidden"])
    }
}
