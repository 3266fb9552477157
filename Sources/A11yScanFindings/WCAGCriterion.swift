/// A WCAG 2.2 success criterion, as rules cite it (`wcag: ["1.1.1", "4.1.2"]`). The table holds
/// every success criterion of WCAG 2.2 with its title and level, so a rule's citation is checked
/// when the rule loads and reports can name and link what they cite.
public struct WCAGCriterion: Sendable, Hashable {
    public enum Level: String, Sendable {
        case a = "A", aa = "AA", aaa = "AAA"
    }

    /// "1.1.1".
    public let number: String
    /// "Non-text Content".
    public let title: String
    public let level: Level

    /// The W3C "Understanding" page: `Name, Role, Value` → `…/Understanding/name-role-value`.
    public var understandingURL: String {
        let slug = title.lowercased().unicodeScalars.compactMap { scalar -> String? in
            switch scalar {
            case " ": return "-"
            case "(", ")", ",": return nil
            default: return String(scalar)
            }
        }.joined()
        return "https://www.w3.org/WAI/WCAG22/Understanding/\(slug)"
    }

    /// "1.1.1 Non-text Content (A)".
    public var label: String { "\(number) \(title) (\(level.rawValue))" }

    /// The criterion with this number, or nil when WCAG 2.2 has none.
    public static func named(_ number: String) -> WCAGCriterion? { byNumber[number] }

    /// Why `number` is not a WCAG 2.2 success criterion, for a rule file's error.
    public static func problem(with number: String) -> String? {
        if byNumber[number] != nil { return nil }
        if number == "4.1.1" { return "4.1.1 Parsing is obsolete and removed from WCAG 2.2" }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count != 3 || parts.contains(where: { $0.isEmpty || !$0.allSatisfy(\.isASCII) || Int($0) == nil }) {
            return "`\(number)` is not a success criterion number such as \"1.1.1\""
        }
        return "WCAG 2.2 has no success criterion \(number)"
    }

    private static let byNumber: [String: WCAGCriterion] = {
        var table: [String: WCAGCriterion] = [:]
        for (number, title, level) in all { table[number] = WCAGCriterion(number: number, title: title, level: level) }
        return table
    }()

    /// WCAG 2.2 (W3C Recommendation), every success criterion in document order.
    static let all: [(String, String, Level)] = [
        ("1.1.1", "Non-text Content", .a),
        ("1.2.1", "Audio-only and Video-only (Prerecorded)", .a),
        ("1.2.2", "Captions (Prerecorded)", .a),
        ("1.2.3", "Audio Description or Media Alternative (Prerecorded)", .a),
        ("1.2.4", "Captions (Live)", .aa),
        ("1.2.5", "Audio Description (Prerecorded)", .aa),
        ("1.2.6", "Sign Language (Prerecorded)", .aaa),
        ("1.2.7", "Extended Audio Description (Prerecorded)", .aaa),
        ("1.2.8", "Media Alternative (Prerecorded)", .aaa),
        ("1.2.9", "Audio-only (Live)", .aaa),
        ("1.3.1", "Info and Relationships", .a),
        ("1.3.2", "Meaningful Sequence", .a),
        ("1.3.3", "Sensory Characteristics", .a),
        ("1.3.4", "Orientation", .aa),
        ("1.3.5", "Identify Input Purpose", .aa),
        ("1.3.6", "Identify Purpose", .aaa),
        ("1.4.1", "Use of Color", .a),
        ("1.4.2", "Audio Control", .a),
        ("1.4.3", "Contrast (Minimum)", .aa),
        ("1.4.4", "Resize Text", .aa),
        ("1.4.5", "Images of Text", .aa),
        ("1.4.6", "Contrast (Enhanced)", .aaa),
        ("1.4.7", "Low or No Background Audio", .aaa),
        ("1.4.8", "Visual Presentation", .aaa),
        ("1.4.9", "Images of Text (No Exception)", .aaa),
        ("1.4.10", "Reflow", .aa),
        ("1.4.11", "Non-text Contrast", .aa),
        ("1.4.12", "Text Spacing", .aa),
        ("1.4.13", "Content on Hover or Focus", .aa),
        ("2.1.1", "Keyboard", .a),
        ("2.1.2", "No Keyboard Trap", .a),
        ("2.1.3", "Keyboard (No Exception)", .aaa),
        ("2.1.4", "Character Key Shortcuts", .a),
        ("2.2.1", "Timing Adjustable", .a),
        ("2.2.2", "Pause, Stop, Hide", .a),
        ("2.2.3", "No Timing", .aaa),
        ("2.2.4", "Interruptions", .aaa),
        ("2.2.5", "Re-authenticating", .aaa),
        ("2.2.6", "Timeouts", .aaa),
        ("2.3.1", "Three Flashes or Below Threshold", .a),
        ("2.3.2", "Three Flashes", .aaa),
        ("2.3.3", "Animation from Interactions", .aaa),
        ("2.4.1", "Bypass Blocks", .a),
        ("2.4.2", "Page Titled", .a),
        ("2.4.3", "Focus Order", .a),
        ("2.4.4", "Link Purpose (In Context)", .a),
        ("2.4.5", "Multiple Ways", .aa),
        ("2.4.6", "Headings and Labels", .aa),
        ("2.4.7", "Focus Visible", .aa),
        ("2.4.8", "Location", .aaa),
        ("2.4.9", "Link Purpose (Link Only)", .aaa),
        ("2.4.10", "Section Headings", .aaa),
        ("2.4.11", "Focus Not Obscured (Minimum)", .aa),
        ("2.4.12", "Focus Not Obscured (Enhanced)", .aaa),
        ("2.4.13", "Focus Appearance", .aaa),
        ("2.5.1", "Pointer Gestures", .a),
        ("2.5.2", "Pointer Cancellation", .a),
        ("2.5.3", "Label in Name", .a),
        ("2.5.4", "Motion Actuation", .a),
        ("2.5.5", "Target Size (Enhanced)", .aaa),
        ("2.5.6", "Concurrent Input Mechanisms", .aaa),
        ("2.5.7", "Dragging Movements", .aa),
        ("2.5.8", "Target Size (Minimum)", .aa),
        ("3.1.1", "Language of Page", .a),
        ("3.1.2", "Language of Parts", .aa),
        ("3.1.3", "Unusual Words", .aaa),
        ("3.1.4", "Abbreviations", .aaa),
        ("3.1.5", "Reading Level", .aaa),
        ("3.1.6", "Pronunciation", .aaa),
        ("3.2.1", "On Focus", .a),
        ("3.2.2", "On Input", .a),
        ("3.2.3", "Consistent Navigation", .aa),
        ("3.2.4", "Consistent Identification", .aa),
        ("3.2.5", "Change on Request", .aaa),
        ("3.2.6", "Consistent Help", .a),
        ("3.3.1", "Error Identification", .a),
        ("3.3.2", "Labels or Instructions", .a),
        ("3.3.3", "Error Suggestion", .aa),
        ("3.3.4", "Error Prevention (Legal, Financial, Data)", .aa),
        ("3.3.5", "Help", .aaa),
        ("3.3.6", "Error Prevention (All)", .aaa),
        ("3.3.7", "Redundant Entry", .a),
        ("3.3.8", "Accessible Authentication (Minimum)", .aa),
        ("3.3.9", "Accessible Authentication (Enhanced)", .aaa),
        ("4.1.2", "Name, Role, Value", .a),
        ("4.1.3", "Status Messages", .aa),
    ]
}
