/// A small set of ASCII keywords tested against identifier ranges of the code view without
/// creating strings (the enclosing-call walk asks this for every brace it meets).
struct KeywordSet: Sendable {
    private let words: [[UInt8]]

    init(_ words: [String]) {
        self.words = words.map { Array($0.utf8) }
    }

    func contains(_ range: Range<Int>, in code: UnsafeBufferPointer<UInt8>) -> Bool {
        words.contains { word in
            word.count == range.count && word.withUnsafeBufferPointer { w in
                var k = 0
                while k < w.count, w[k] == code[range.lowerBound + k] { k += 1 }
                return k == w.count
            }
        }
    }
}
