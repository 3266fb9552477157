@testable import A11yScanMatcher
@testable import A11yScanRules
@testable import A11yScanSyntax

/// One file's call tree and an evaluator over copies of its code and text in buffers of
/// exactly the file's size, so a read past the last byte leaves the allocation. Build the
/// programs (and component indexes) first: they number the names the tree is built with.
struct EvaluatorFixture {
    let source: SourceFile
    let names: NameTable
    let tree: CallTree

    init(_ text: String, path: String = "T.swift") {
        source = SourceFile(path: path, language: path.hasSuffix(".kt") ? .kotlin : .swift, text: Array(text.utf8))
        names = RuleVocabulary.shared.table()
        tree = CallTree.build(source, names: names)
    }

    /// The first node named `name` (by its text: a name no rule mentions has no number).
    func node(_ name: String) -> Int32 {
        let bytes = Array(name.utf8)
        return tree.nodes.indices.first { Array(source.text[tree.nodes[$0].name]) == bytes }.map(Int32.init) ?? -1
    }

    /// The byte range of the first `needle` in the file's text.
    func range(of needle: String) -> Range<Int> {
        let bytes = Array(needle.utf8)
        let start = (0..<max(0, source.text.count - bytes.count + 1)).first { Array(source.text[$0..<$0 + bytes.count]) == bytes } ?? -1
        return start..<start + bytes.count
    }

    /// Runs `body` with an evaluator over exact copies of the file's code and text, freed after it.
    func withEvaluator<Result>(_ body: (NodeEvaluator) throws -> Result) throws -> Result {
        let code = Self.exactCopy(source.code), text = Self.exactCopy(source.text)
        defer { code.deallocate(); text.deallocate() }
        let evaluator = NodeEvaluator(tree: tree, names: names, facts: .builtIn, scratch: RegexScratch(),
                                      templates: NodeTemplateCache(), code: ByteView(UnsafeBufferPointer(code)),
                                      text: ByteView(UnsafeBufferPointer(text)))
        return try body(evaluator)
    }

    private static func exactCopy(_ bytes: [UInt8]) -> UnsafeMutableBufferPointer<UInt8> {
        let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = copy.initialize(from: bytes)
        return copy
    }
}
