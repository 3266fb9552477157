@testable import A11yScanSyntax
import XCTest

/// The names a file's bytes mention, read without lexing, and the set that keeps their hashes.
final class NamedWordsTests: XCTestCase {
    private func read(_ text: String, declares: Bool = true) -> NamedWords {
        NamedWords.read(Array(text.utf8), declares: declares)
    }

    func testCapitalisedWordsAreNamedAndDeclaredNamesAreKeptApart() {
        let words = read("""
            struct InboxView: View {
                var body: some View { MailRow(mail: mail).accessibilityLabel(title) }
            }
            extension DraftView { }
            fun Theme.Colors() {}
            class\tTrashView
            """)
        for name in ["View", "MailRow", "Theme"] { XCTAssertTrue(words.words.contains(NamedWords.word(name)), name) }
        for name in ["InboxView", "TrashView"] {
            XCTAssertTrue(words.declared.contains(NamedWords.word(name)), name)
            XCTAssertFalse(words.words.contains(NamedWords.word(name)), name)
        }
        XCTAssertFalse(words.words.contains(NamedWords.word("DraftView")), "an extension does not use its type")
        XCTAssertFalse(words.words.contains(NamedWords.word("Row")), "a capital inside a word starts none")
        XCTAssertFalse(words.words.contains(NamedWords.word("accessibilityLabel")), "lowercase words are not kept")
        XCTAssertTrue(words.words.contains(NamedWords.word("Colors")), "a member of a receiver type is not declared as a view")
    }

    func testLinesThatAreCommentsAreSkippedButTrailingCommentsAndStringsCount() {
        let words = read("""
            //
            //  HeaderView.swift
            //
            let url = "https://example.com" // FooterView
            let title = "BannerView"
              // IgnoredView()
            """)
        XCTAssertFalse(words.words.contains(NamedWords.word("HeaderView")))
        XCTAssertFalse(words.words.contains(NamedWords.word("IgnoredView")))
        XCTAssertTrue(words.words.contains(NamedWords.word("FooterView")))
        XCTAssertTrue(words.words.contains(NamedWords.word("BannerView")))
    }

    func testAppStartsAndPreviews() {
        let resource = read("<include layout=\"@layout/toolbar\" /><activity android:name=\".MainActivity\" />", declares: false)
        XCTAssertTrue(resource.words.contains(NamedWords.word("MainActivity")))
        XCTAssertTrue(resource.startsApp)
        XCTAssertFalse(read("<activity android:name=\".MainActivity\" />").startsApp, "code does not declare activities")
        XCTAssertTrue(read("@main\nstruct ShopApp: App {}").startsApp)
        XCTAssertTrue(read("class AppDelegate: UIResponder, UIApplicationDelegate {}").startsApp)
        XCTAssertFalse(read("@main\nstruct Tool: ParsableCommand { }").startsApp, "a command-line tool starts no app")
        XCTAssertFalse(read("@mainActor\nstruct Shop: App {}").startsApp)
        XCTAssertFalse(read("let markers = [\"UIApplicationDelegate\", \"<activity\"]").startsApp, "quoted, not code")
        XCTAssertTrue(read("#Preview { Row() }").mentionsPreviews)
        XCTAssertTrue(read("@ThemePreviews\n@Composable\nfun RowPreview() {}").mentionsPreviews)
        XCTAssertFalse(read("class LinkPreviewView: UIView {}").mentionsPreviews, "a name holding Preview is not a preview")
    }

    /// The eight-byte test passes over a word only when no byte of it can start anything: every
    /// byte value at every place, among other bytes of each kind, and random words.
    func testTheEightByteTestAgreesWithTheByteTest() {
        func expected(_ word: UInt64) -> Bool {
            (0..<8).contains { NamedWords.mayStart(UInt8(truncatingIfNeeded: word >> ($0 * 8))) }
        }
        for filler: UInt8 in [0x61, 0x20, 0x00, 0x7F, 0xC3, 0xFF, 0x5B] {
            for value in 0...255 {
                for place in 0..<8 {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[place] = UInt8(value)
                    let word = bytes.withByteView { $0.word(at: 0) }
                    XCTAssertEqual(NamedWords.mayStartAny(word), expected(word), "byte \(value) at \(place) among \(filler)")
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100_000 {
            let word = UInt64.random(in: .min ... .max, using: &generator)
            XCTAssertEqual(NamedWords.mayStartAny(word), expected(word), String(word, radix: 16))
        }
    }

    func testTheHashSetKeepsEveryHashThroughGrowthAndUnion() {
        var set = WordHashSet(capacity: 2)
        let hashes: [UInt64] = [0, 1, 17, 1 << 40, UInt64.max] + (2..<300).map { UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
        for hash in hashes { set.insert(hash) }
        set.insert(17)
        XCTAssertEqual(set.count, hashes.count)
        for hash in hashes { XCTAssertTrue(set.contains(hash), "\(hash)") }
        XCTAssertFalse(set.contains(2))
        var other = WordHashSet()
        other.insert(2)
        XCTAssertFalse(other.isSubset(of: set))
        other.formUnion(set)
        XCTAssertTrue(set.isSubset(of: other))
        XCTAssertEqual(other.count, hashes.count + 1)
    }
}
