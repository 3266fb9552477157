@testable import A11yScanSyntax
import Foundation
import XCTest
@testable import A11yScanCore

/// The call tree of any input: no crash, no recursion a deep file can overflow, nodes in source
/// order and inside their parents, descendants contiguous.
final class CallTreeRobustnessTests: XCTestCase {
    private func assertWellFormed(_ tree: CallTree, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        let nodes = tree.nodes
        for (index, node) in nodes.enumerated() {
            let ok = node.start <= node.nameStart && node.nameStart <= node.nameEnd && node.nameEnd <= node.end
                && node.end <= node.extentEnd && Int(node.extentEnd) <= tree.source.text.count
                && node.subtreeEnd > Int32(index) && Int(node.subtreeEnd) <= nodes.count
                && (index == 0 || nodes[index - 1].start <= node.start)
                && (node.parent < 0 || (node.parent < Int32(index) && node.start < nodes[Int(node.parent)].extentEnd
                                        && node.subtreeEnd <= nodes[Int(node.parent)].subtreeEnd))
            if !ok {
                XCTFail("\(name): node \(index) is out of shape", file: file, line: line)
                return
            }
        }
    }

    func testEveryCorpusFile() throws {
        let corpus = RepositoryPaths.corpus.path
        var files = 0
        for relative in FileManager.default.enumerator(atPath: corpus)?.allObjects as? [String] ?? [] {
            guard let language = Language(pathExtension: (relative as NSString).pathExtension) else { continue }
            let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: corpus + "/" + relative)))
            assertWellFormed(CallTree.build(SourceFile(path: relative, language: language, text: bytes)), relative)
            files += 1
        }
        XCTAssertGreaterThan(files, 40)
    }

    func testPathologicalInputs() {
        let deep = String(repeating: "f(", count: 100_000) + String(repeating: ")", count: 100_000)
        let chain = "Text(\"a\")" + String(repeating: "\n.padding()", count: 20_000)
        let inputs: [(String, [UInt8])] = [
            ("deep calls", Array(deep.utf8)),
            ("deep braces", Array((String(repeating: "Box {", count: 50_000)).utf8)),
            ("long chain", Array(chain.utf8)),
            ("unterminated", Array("Button(action: { \"open".utf8)),
            ("stray closers", Array(")))}}} Image(x) ]]".utf8)),
            ("invalid UTF-8", [0xFF, 0xFE, 0x42, 0x28, 0x80, 0x29, 0xC3]),
            ("NUL bytes", [0x41, 0x00, 0x28, 0x00, 0x29]),
            ("keywords only", Array("if for while when fun func var val let class struct init".utf8)),
            ("dots", Array("..... .a( .b{ ?.c ! .".utf8)),
            // A modifier's `(` paired by an unbalanced file with a far `)`: no `private(set)`.
            ("far modifier parenthesis", Array("""
            class A {
                private(val rows = setOf<Int>()
                fun make(): H =
                    H(from(x).inflate, false))
                override fun bind(h: H) {
                    h.bind()
                }
            }
            """.utf8)),
        ]
        for (name, bytes) in inputs {
            for language in Language.allCases {
                assertWellFormed(CallTree.build(SourceFile(path: name, language: language, text: bytes)), "\(name) as \(language)")
            }
        }
    }
}
