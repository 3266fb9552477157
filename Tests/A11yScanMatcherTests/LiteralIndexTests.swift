@testable import A11yScanMatcher
import A11yScanSyntax
import XCTest

/// The per-file literal index tells whether a literal occurs, and whether as a whole
/// identifier, and forgets a file's answers when the next file comes.
final class LiteralIndexTests: XCTestCase {
    private func literal(_ text: String) -> Literal { Literal.interned(Array(text.utf8)) }

    func testPresenceAndWholeWords() {
        let bytes = Array("aaaa Button TextButton\nButtonButton".utf8)
        bytes.withUnsafeBufferPointer { code in
            let index = LiteralIndex()
            index.reset(ByteView(code))
            XCTAssertTrue(index.contains(literal("Button")))
            XCTAssertTrue(index.containsWord(literal("Button")))
            XCTAssertTrue(index.contains(literal("aaa")))
            XCTAssertFalse(index.containsWord(literal("aaa")))
            XCTAssertTrue(index.contains(literal("Text")))
            XCTAssertFalse(index.containsWord(literal("Text")))
            XCTAssertFalse(index.contains(literal("Image")))
            XCTAssertFalse(index.contains(literal("")))
        }
    }

    func testTheNextFileStartsFromNothing() {
        let first = Array("Button Image".utf8), second = Array("Text".utf8)
        let index = LiteralIndex()
        first.withUnsafeBufferPointer { code in
            index.reset(ByteView(code))
            XCTAssertTrue(index.contains(literal("Image")))
            XCTAssertTrue(index.containsWord(literal("Button")))
        }
        second.withUnsafeBufferPointer { code in
            index.reset(ByteView(code))
            XCTAssertFalse(index.contains(literal("Image")))
            XCTAssertFalse(index.containsWord(literal("Button")))
            XCTAssertTrue(index.containsWord(literal("Text")))
        }
    }

    func testLiteralsBeyondTheTablesCapacityAreUnnumberedAndStillFound() {
        let table = LiteralTable(capacity: 1)
        let numbered = table.literal(for: Array("Button".utf8))
        let unnumbered = table.literal(for: Array("Image".utf8))
        XCTAssertNotNil(numbered.id)
        XCTAssertNil(unnumbered.id)
        XCTAssertTrue(table.literal(for: Array("Button".utf8)) === numbered, "equal bytes, one literal")
        let bytes = Array("Images Button Image".utf8)
        bytes.withUnsafeBufferPointer { code in
            let index = LiteralIndex()
            index.reset(ByteView(code))
            XCTAssertTrue(index.contains(unnumbered))
            XCTAssertTrue(index.containsWord(unnumbered), "the second occurrence stands whole")
        }
    }
}

/// The two-byte SIMD search must find what a naive search finds, at block edges too.
final class LiteralSearchTests: XCTestCase {
    func testLettersRankInTheDocumentedOrder() {
        let order = Array("etaoinsrlcdupmhgfbywvkxjqz".utf8)
        XCTAssertEqual(Set(order).count, 26)
        for (more, less) in zip(order, order.dropFirst()) {
            XCTAssertGreaterThan(LiteralSearch.commonness(more), LiteralSearch.commonness(less),
                                 "\(Character(UnicodeScalar(more))) before \(Character(UnicodeScalar(less)))")
        }
        XCTAssertEqual(LiteralSearch.commonness(UInt8(ascii: "e")), 90)
        XCTAssertEqual(LiteralSearch.commonness(UInt8(ascii: "z")), 65)
        XCTAssertGreaterThan(LiteralSearch.commonness(UInt8(ascii: "z")), LiteralSearch.commonness(UInt8(ascii: "(")))
    }

    private func naive(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count - from else { return nil }
        return (from...(haystack.count - needle.count)).first { Array(haystack[$0..<$0 + needle.count]) == needle }
    }

    func testFindsWhatANaiveSearchFinds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab.(Bt n".utf8)
        let needles = ["a", "ab", "b.a", ".tint", "Button", "aaaa", "n(B"].map { Array($0.utf8) }
        for length in [0, 1, 5, 31, 32, 33, 63, 64, 65, 100, 257] {
            for _ in 0..<40 {
                let haystack = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
                for needle in needles {
                    let literal = LiteralTable(capacity: 0).literal(for: needle)
                    for from in [0, 1, 17, length / 2] {
                        let found = haystack.withUnsafeBufferPointer { LiteralSearch.firstIndex(of: literal, in: $0, from: from) }
                        XCTAssertEqual(found, naive(needle, in: haystack, from: from),
                                       "\(String(decoding: needle, as: UTF8.self)) in \(String(decoding: haystack, as: UTF8.self)) from \(from)")
                    }
                }
            }
        }
    }

    func testAMatchEndingAtTheLastByteIsFound() {
        let haystack = Array(String(repeating: "x", count: 61).utf8) + Array("Button".utf8)
        let literal = LiteralTable(capacity: 0).literal(for: Array("Button".utf8))
        haystack.withUnsafeBufferPointer { buffer in
            XCTAssertEqual(LiteralSearch.firstIndex(of: literal, in: buffer, from: 0), 61)
            XCTAssertNil(LiteralSearch.firstIndex(of: literal, in: buffer, from: 62))
        }
    }
}

/// One pass over a file must find exactly what a search per literal finds.
final class LiteralSetScanTests: XCTestCase {
    /// The reference: a search per literal, written here rather than taken from the index so
    /// that the two are compared, not the index with itself.
    private func occurrences(_ literal: Literal, in code: UnsafeBufferPointer<UInt8>) -> [Int] {
        var found: [Int] = []
        var from = 0
        while let hit = LiteralSearch.firstIndex(of: literal, in: code, from: from) {
            found.append(hit)
            from = hit + 1
        }
        return found
    }

    func testEveryOccurrenceOfEveryLiteralIsFound() {
        // Literals that share triples, contain each other and overlap themselves, over text made
        // of their own pieces, so that near misses and occurrences at both ends (at every
        // offset modulo the stride, in texts of every length) are common.
        check(["Button", "TextButton", "onTa", "onTapGesture", "TapGesture", "aaaa", "aaaaa", ".tint", "tint", "abab", "baba"],
              pieces: ["Button", "Text", "on", "Tap", "Gesture", "a", "b", ".", "tin", "t", " ", "\n"], stride: 2)
        // Five bytes or more: every third triple is tested.
        check(["Button", "TextButton", "onTapGesture", "TapGesture", "aaaaa", "ababa", ".tint", "tints", "baaab", "Gestu"],
              pieces: ["Button", "Text", "on", "Tap", "Gesture", "a", "b", ".", "tin", "t", "s", " ", "\n"], stride: 3)
    }

    /// A hit is decided by the literal's first eight bytes read at once, then the rest a byte at
    /// a time: literals alike in their first eight bytes (or in all but their last), longer and
    /// shorter than eight, with bytes beyond ASCII, are told apart, at the end of a text too
    /// (where fewer than eight bytes are left to read).
    func testLiteralsAlikeInTheirFirstEightBytes() {
        check(["accessibilityLabel", "accessibilityLabels", "accessibilityHint", "accessib", "accessibl", "Beschrift",
               "Beschriftung", "Größe", "Größen"],
              pieces: ["access", "ibility", "Label", "Hint", "s", "l", "Beschrift", "ung", "Grö", "ße", "n", " ", "\n"], stride: 3)
    }

    /// Two hundred literals: their keys share hash bits and chains (a thousand-odd slots for
    /// four hundred keys), and each is still found where it occurs, and only there.
    func testManyLiteralsWhoseKeysCollide() {
        var state: UInt64 = 11
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33) % bound
        }
        let letters = Array("abcdeTVw".utf8)
        let words = (0..<200).map { _ in String(decoding: (0..<(4 + next(3))).map { _ in letters[next(letters.count)] }, as: UTF8.self) }
        let literals = words.map { Literal.interned(Array($0.utf8)) }
        let scan = LiteralSetScan(literals: literals)
        XCTAssertEqual(scan.stride, 2)
        let text = (0..<4000).map { _ in next(9) == 0 ? UInt8(ascii: " ") : letters[next(letters.count)] }
        text.withUnsafeBufferPointer { code in
            var found = [[Int]](repeating: [], count: literals.count)
            scan.scan(code) { index, start in found[index].append(start) }
            for (number, literal) in literals.enumerated() {
                XCTAssertEqual(found[number], occurrences(literal, in: code), words[number])
            }
        }
    }

    /// Scans random texts of `pieces` for `words`, directly (each occurrence once, in ascending
    /// order) and through a `LiteralIndex` that finds them together (whether each occurs, and whole).
    private func check(_ words: [String], pieces: [String], stride: Int, file: StaticString = #filePath, line: UInt = #line) {
        let literals = words.map { Literal.interned(Array($0.utf8)) }
        let scan = LiteralSetScan(literals: literals)
        XCTAssertEqual(scan.stride, stride, file: file, line: line)
        let index = LiteralIndex()
        let warmUp: [UInt8] = []
        warmUp.withUnsafeBufferPointer { code in
            index.reset(ByteView(code), kind: 1)
            for literal in literals { _ = index.containsWord(literal) }
        }
        var state: UInt64 = 7
        for round in 0..<300 {
            var text = ""
            for _ in 0..<(round % 60) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += pieces[Int(state >> 33) % pieces.count]
            }
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { code in
                var found = [[Int]](repeating: [], count: literals.count)
                scan.scan(code) { index, start in found[index].append(start) }
                index.reset(ByteView(code), kind: 1)
                for (number, literal) in literals.enumerated() {
                    let expected = occurrences(literal, in: code)
                    XCTAssertEqual(found[number], expected, "\(words[number]) in \(text.debugDescription)",
                                   file: file, line: line)
                    let whole = expected.contains { start in
                        (start == 0 || !LiteralIndex.isIdentifierByte(code[start - 1]))
                            && (start + literal.bytes.count == code.count || !LiteralIndex.isIdentifierByte(code[start + literal.bytes.count]))
                    }
                    XCTAssertEqual(index.containsWord(literal), whole, "\(words[number]) whole through the index",
                                   file: file, line: line)
                    XCTAssertEqual(index.contains(literal), !expected.isEmpty, "\(words[number]) through the index",
                                   file: file, line: line)
                }
            }
        }
    }

    func testLiteralsAskedForInOneFileAreFoundTogetherInTheNext() {
        let index = LiteralIndex()
        let button = Literal.interned(Array("Button".utf8)), image = Literal.interned(Array("Image".utf8))
        let first = Array("Button Image".utf8), second = Array("Image TextButton Button".utf8), third = Array("Image".utf8)
        first.withUnsafeBufferPointer { code in
            index.reset(ByteView(code), kind: 1)
            XCTAssertTrue(index.containsWord(button))
            XCTAssertTrue(index.contains(image))
        }
        second.withUnsafeBufferPointer { code in
            index.reset(ByteView(code), kind: 1)
            XCTAssertTrue(index.contains(image))
            XCTAssertTrue(index.containsWord(button), "a later occurrence stands whole")
            XCTAssertTrue(index.containsWord(image))
        }
        third.withUnsafeBufferPointer { code in
            // Another kind of file has its own expectations, and finds the same.
            index.reset(ByteView(code), kind: 2)
            XCTAssertFalse(index.contains(button))
            XCTAssertTrue(index.containsWord(image))
        }
    }

    /// The words of the one pass over a file (asked in an earlier file, so expected) at the
    /// edges of the file and of identifiers, beside bytes beyond ASCII, and sharing byte triples
    /// (one triple keys several words: each is compared in full). `for` is searched alone.
    func testExpectedWordsAtTheEdges() {
        let names = ["Text", "TextField", "extF", "Icon", "IconButton", "for", "ford"]
        let words = names.map { Literal.interned(Array($0.utf8)) }
        let cases: [(String, whole: [String], nameEnd: [String], anywhere: [String])] = [
            ("", [], [], []),
            ("Text", ["Text"], ["Text"], ["Text"]),
            ("Icon(x); Text", ["Icon", "Text"], ["Icon", "Text"], ["Icon", "Text"]),
            ("MyTextField IconButtons", [], ["TextField"], ["Text", "TextField", "extF", "Icon", "IconButton"]),
            ("TextÅ ÅIcon", [], ["Icon"], ["Text", "Icon"]),
            ("(Text)\u{00e9}Icon", ["Text"], ["Text", "Icon"], ["Text", "Icon"]),
            ("TextField{for", ["TextField", "for"], ["TextField", "for"], ["Text", "TextField", "extF", "for"]),
            ("forfor ford", ["ford"], ["for", "ford"], ["for", "ford"]),
            // An occurrence that ends a name but does not stand whole, then one that does.
            ("MyText Text xfor for", ["Text", "for"], ["Text", "for"], ["Text", "for"]),
            ("Texts xText", [], ["Text"], ["Text"]),
        ]
        let index = LiteralIndex()
        let warmUp = Array("nothing here".utf8)
        warmUp.withByteView { code in
            index.reset(code, kind: 3)
            for word in words { _ = index.containsWord(word) }
        }
        for (text, whole, nameEnd, anywhere) in cases {
            let bytes = Array(text.utf8)
            bytes.withByteView { code in
                index.reset(code, kind: 3)
                for (word, name) in zip(words, names) {
                    XCTAssertEqual(index.containsNameEnd(word), nameEnd.contains(name), "\(name) ending a name in \(text)")
                    XCTAssertEqual(index.containsWord(word), whole.contains(name), "\(name) whole in \(text)")
                    XCTAssertEqual(index.contains(word), anywhere.contains(name), "\(name) in \(text)")
                }
            }
        }
    }
}

/// The literals expected in every file stay few and current, whatever rule sets came before.
final class ExpectedLiteralsTests: XCTestCase {
    private let table = LiteralTable(capacity: 1000)

    private func literal(_ text: String) -> (Literal, Int) {
        let literal = table.literal(for: Array(text.utf8))
        return (literal, literal.id ?? -1)
    }

    func testLiteralsNoLongerAskedForLeave() {
        let expected = ExpectedLiterals()
        let (old, oldID) = literal("retiredRuleLiteral"), (kept, keptID) = literal("currentRuleLiteral")
        expected.startFile()
        expected.add(old, id: oldID)
        expected.add(kept, id: keptID)
        for _ in 0..<(2 * ExpectedLiterals.staleAfter) {
            expected.startFile()
            expected.asked(keptID)
        }
        XCTAssertFalse(expected.contains(oldID))
        XCTAssertTrue(expected.contains(keptID))
        XCTAssertEqual(expected.scan.literals.map(\.bytes), [kept.bytes])
    }

    func testTheSetIsBoundedAndShortLiteralsStayOut() {
        let expected = ExpectedLiterals()
        expected.startFile()
        for number in 0..<(ExpectedLiterals.capacity + 10) {
            let (next, id) = literal("literal\(number)")
            expected.add(next, id: id)
        }
        let (short, shortID) = literal("xy")
        expected.add(short, id: shortID)
        XCTAssertEqual(expected.members.count, ExpectedLiterals.capacity)
        XCTAssertFalse(expected.contains(shortID))
    }

    func testPinnedLiteralsStayBeyondTheCapacityUntilUnpinned() {
        let expected = ExpectedLiterals()
        expected.startFile()
        let pinned = (0..<(ExpectedLiterals.capacity + 10)).map { literal("pinnedWord\($0)") }
        let (short, shortID) = literal("abc")
        expected.pin(pinned + [(short, shortID)])
        XCTAssertEqual(expected.members.count, pinned.count, "all join at once; the short one is searched alone")
        XCTAssertFalse(expected.contains(shortID))
        for _ in 0..<(2 * ExpectedLiterals.staleAfter) { expected.startFile() }
        XCTAssertTrue(pinned.allSatisfy { expected.contains($0.1) }, "never asked, yet kept while pinned")
        expected.unpinAll()
        for _ in 0..<(2 * ExpectedLiterals.staleAfter) {
            expected.startFile()
            expected.asked(pinned[0].1)
        }
        XCTAssertEqual(expected.ids, [pinned[0].1], "unpinned, those not asked leave")
    }

    func testThreeByteWordsAreSearchedAlone() {
        let expected = ExpectedLiterals()
        expected.startFile()
        let (three, threeID) = literal("for"), (four, fourID) = literal("ford")
        expected.add(three, id: threeID)
        expected.add(four, id: fourID)
        XCTAssertFalse(expected.contains(threeID), "a set with it would test every byte")
        XCTAssertEqual(expected.scan.literals.map(\.bytes), [four.bytes])
        XCTAssertEqual(expected.lengths, [4])
    }
}
