/// The private functions and properties of a file that no other place of the file names: only
/// the file can use a private declaration, so code inside one nothing names never runs or is
/// never shown (an alert built by a method nothing calls, a view property nothing places). Names are counted in the file as written,
/// comments and strings included, which only ever keeps more code. Kept: declarations with an
/// attribute other than the ordinary ones (`@objc`, `@IBAction`: a selector or a nib may call
/// them; a property wrapper such as `@State`), overrides, and `body`.
public final class UncalledPrivateCode {
    private let tree: CallTree
    /// Per declaration node: whether it is private and uncalled.
    private var answers: [Int32: Bool] = [:]

    public init(tree: CallTree) {
        self.tree = tree
    }

    /// Whether `node` lies inside such a declaration.
    public func contains(_ node: Int32) -> Bool {
        var index = node
        while index >= 0 {
            let current = tree.nodes[Int(index)]
            if current.kind == .declaration, isUncalledPrivate(index) { return true }
            index = current.parent
        }
        return false
    }

    private func isUncalledPrivate(_ index: Int32) -> Bool {
        if let known = answers[index] { return known }
        let answer = decide(index)
        answers[index] = answer
        return answer
    }

    private func decide(_ index: Int32) -> Bool {
        guard let declaration = tree.declaration(of: index) else { return false }
        guard declaration.keyword == .function || declaration.keyword == .property else { return false }
        let node = tree.nodes[Int(index)]
        let text = tree.source.text
        let name = node.name
        guard !name.isEmpty, !text[name].elementsEqual("body".utf8) else { return false }
        for annotation in tree.annotations(of: declaration) {
            let word = String(decoding: text[Int(annotation.lowerBound)..<Int(annotation.upperBound)], as: UTF8.self)
            guard OrdinaryAttributes.contains(word) else { return false }
        }
        guard isPrivate(before: name.lowerBound) else { return false }
        return occurrences(of: name, in: text, atMost: 2) == 1
    }

    /// Whether the words before the declaration's name on its line say `private` or
    /// `fileprivate`, and not `override`.
    private func isPrivate(before nameStart: Int) -> Bool {
        let text = tree.source.text
        var start = nameStart
        while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        var words: [ArraySlice<UInt8>] = []
        var i = start
        while i < nameStart {
            guard ByteClass.isASCIINamePart(text[i]) else { i += 1; continue }
            var end = i
            while end < nameStart, ByteClass.isASCIINamePart(text[end]) { end += 1 }
            words.append(text[i..<end])
            i = end
        }
        let isPrivate = words.contains { $0.elementsEqual("private".utf8) || $0.elementsEqual("fileprivate".utf8) }
        return isPrivate && !words.contains { $0.elementsEqual("override".utf8) }
    }

    /// How many times the word at `name` stands whole in `text`, counted up to `limit`.
    private func occurrences(of name: Range<Int>, in text: [UInt8], atMost limit: Int) -> Int {
        let word = Array(text[name])
        guard let first = word.first else { return 0 }
        var count = 0
        var i = 0
        let last = text.count - word.count
        while i <= last {
            if text[i] == first, text[i..<(i + word.count)].elementsEqual(word),
               i == 0 || !ByteClass.isASCIINamePart(text[i - 1]),
               i + word.count == text.count || !ByteClass.isASCIINamePart(text[i + word.count]) {
                count += 1
                if count >= limit { return count }
                i += word.count
            } else {
                i += 1
            }
        }
        return count
    }
}
