import XCTest
@testable import A11yScanCore

/// A `${name}` template that starts with the captured text is searched without compiling the
/// filled-in pattern; its answers must be those of the filled-in pattern, on every region.
final class CaptureLedPatternTests: XCTestCase {
    private let reference = RegexScratch(literalPrefilter: false)
    private let scratch = RegexScratch()

    private func led(_ template: String) -> CaptureLedPattern? {
        CaptureLedPattern(template: PatternTemplate.parts(of: template))
    }

    /// The filled-in pattern's answer and the capture-led answer, for `value` in `text[range]`.
    private func answers(_ template: String, _ pattern: CaptureLedPattern, value: String, text: String,
                         range: Range<Int>) throws -> (filled: Bool, led: Bool) {
        let filled = try Regex(PatternTemplate.fill(PatternTemplate.parts(of: template)) { _ in PatternTemplate.escape(value) })
        let bytes = Array(text.utf8), valueBytes = Array(value.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try valueBytes.withUnsafeBufferPointer { value in
                (try reference.matches(filled, in: buffer, range: range),
                 try pattern.matches(value, in: buffer, range: range, rest: XCTUnwrap(pattern.rest), scratch: scratch))
            }
        }
    }

    func testTheRuleFilesTemplatesThatStartWithTheCaptureAreRecognised() throws {
        for template in [#"\b${view}\s*\.\s*configuration\b"#, #"(?<!\w)${icon}(?<=\w)\s*:\s*UIImageView\b"#,
                         #"${item}\s*[?!]?\s*\.\s*accessibilityLabel\s*="#, "(?x) \\b${view} \\s*\n  (?: = \\s* ImageView\\( )",
                         #"(?<![\w$.])${v}\s*="#, #"\b${v}"#] {
            XCTAssertNotNil(led(template)?.rest, template)
        }
    }

    func testOtherTemplatesTakeTheGeneralPath() throws {
        for template in [#"\bwith\s*\(\s*${view}\s*\)"#, #"(?s)\A(?=.*${a})"#, #"\b${a}\s*==\s*${b}"#, #"(?i)\b${v}\s*="#,
                         #"(?<![^a])${v}"#, #"(?<![a-z])${v}"#, #"(?x) # note"# + "\n" + #"\b${v}"#, #" ${v}"#, "plain"] {
            XCTAssertNil(led(template), template)
        }
    }

    /// `(?<!\w)${name}(?<=\w)` asks for a whole word: with an empty text the tests contradict
    /// each other, so the region is not searched. The filled-in patterns agree.
    func testAWholeWordTemplateNeverMatchesAnEmptyText() throws {
        let text = "let a = b; x.y(z) _q9 \u{e9}t\u{e9} !"
        let contradictory = [#"(?<!\w)${v}(?<=\w)"#, #"(?<![\w.])${v}(?<=\w)\s*="#, "(?x) (?<!\\w)${v} (?<=\\w) \\s*"]
        let satisfiable = [#"\b${v}(?<=\w)"#, #"(?<![.])${v}(?<=\w)"#, #"(?<!\w)${v}\s*(?<=\w)"#, #"(?<!\w)${v}"#]
        for template in contradictory + satisfiable {
            let pattern = try XCTUnwrap(led(template), template)
            let filled = try Regex(PatternTemplate.fill(PatternTemplate.parts(of: template)) { _ in "" })
            let bytes = Array(text.utf8)
            let found = try bytes.withUnsafeBufferPointer { try reference.matches(filled, in: $0, range: 0..<$0.count) }
            XCTAssertEqual(pattern.emptyNeverMatches, contradictory.contains(template), template)
            if pattern.emptyNeverMatches { XCTAssertFalse(found, template) }
        }
    }

    func testAnswersAgreeOnTrickyText() throws {
        let cases: [(template: String, value: String, text: String)] = [
            (#"\b${v}\s*\.\s*isEnabled\s*="#, "row", "row.isEnabled = false"),
            (#"\b${v}\s*\.\s*isEnabled\s*="#, "row", "arrow.isEnabled = false"),
            (#"\b${v}\s*\.\s*isEnabled\s*="#, "row", "arrow.isEnabled = x; row .isEnabled=1"),
            (#"\b${v}\s*\.\s*isEnabled\s*="#, "row", "rows.isEnabled = 1"),
            (#"\b${v}\s*\.\s*isEnabled\s*="#, "$0", "a$0.isEnabled = 1"),
            (#"\b${v}\s*\.\s*isEnabled\s*="#, "$0", "a $0.isEnabled = 1"),
            (#"\b${v}\s*\.\s*isEnabled\s*="#, "a.b", "a.b.isEnabled = 1"),
            (#"(?<!\w)${v}(?<=\w)\s*="#, "$x", "$x = 1"),
            (#"(?<!\w)${v}(?<=\w)\s*="#, "x.", "x. = 1"),
            (#"(?<![\w.])${v}\s*="#, "icon", "self.icon = 1"),
            (#"(?<![\w.])${v}\s*="#, "icon", "(icon = 1"),
            ("(?x) \\b${v} \\s* = \\s* ImageButton \\(", "fab", "val fab = ImageButton(ctx)"),
            ("(?x) \\b${v} \\s* = \\s* ImageButton \\(", "f b", "val f b = ImageButton(ctx)"),
            (#"(?s)${v}.*?end"#, "start", "start\n\nend"),
            (#"${v}(?<=ab)"#, "b", "ab"),
            (#"\b${v}"#, "x", "x"),
        ]
        for (template, value, text) in cases {
            let pattern = try XCTUnwrap(led(template), template)
            let count = text.utf8.count
            for lower in 0...count {
                for upper in lower...count {
                    let result = try answers(template, pattern, value: value, text: text, range: lower..<upper)
                    XCTAssertEqual(result.led, result.filled, "\(template) with \(value) in \(text)[\(lower)..<\(upper)]")
                }
            }
        }
    }

    func testAnswersAgreeOnGeneratedText() throws {
        // Short texts over a small alphabet hit every boundary case (start of region, word and
        // punctuation neighbours, overlapping occurrences) many times over.
        var generator = SplitMix(seed: 20261122)
        let alphabet = Array("ab_.$ =(:\n")
        let templates = [#"\b${v}\s*=\s*a"#, #"(?<!\w)${v}(?<=\w)\s*\("#, #"(?<![\w$.])${v}\s*:"#, #"${v}(?:a|\.b)"#,
                         #"\b${v}\b"#]
        for template in templates {
            let pattern = try XCTUnwrap(led(template), template)
            for _ in 0..<300 {
                let text = String((0..<Int(generator.next() % 14)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
                let value = String((0..<(1 + Int(generator.next() % 2))).map { _ in alphabet[Int(generator.next() % 5)] })
                let count = text.utf8.count
                let lower = count == 0 ? 0 : Int(generator.next() % UInt64(count + 1))
                let upper = lower + (count == lower ? 0 : Int(generator.next() % UInt64(count - lower + 1)))
                let result = try answers(template, pattern, value: value, text: text, range: lower..<upper)
                XCTAssertEqual(result.led, result.filled, "\(template) with \(value) in \(text.debugDescription)[\(lower)..<\(upper)]")
            }
        }
    }
}

/// A small deterministic generator, so a failure can be replayed.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
