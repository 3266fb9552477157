import A11yScanFindings

/// A framework label bullet such as `**UIKit**`, `**Android View**:` or plain `SwiftUI`,
/// possibly followed by text on the same line.
struct FrameworkLabel {
    let framework: Framework
    /// Text after the label on the same line, without a leading colon or dash.
    let remainder: String

    static func parse(_ text: String) -> FrameworkLabel? {
        if let framework = GuidelinePageVocabulary.framework(forLabel: text) {
            return FrameworkLabel(framework: framework, remainder: "")
        }
        for marker in ["**", "__"] where text.hasPrefix(marker) {
            let afterOpening = text.dropFirst(marker.count)
            guard let closing = afterOpening.firstRange(of: marker) else { continue }
            let label = String(afterOpening[..<closing.lowerBound])
            guard let framework = GuidelinePageVocabulary.framework(forLabel: label) else { continue }
            var remainder = Substring(afterOpening[closing.upperBound...])
            while let first = remainder.first, first == ":" || first == "-" || first == "–" || first == " " {
                remainder = remainder.dropFirst()
            }
            return FrameworkLabel(framework: framework, remainder: String(remainder).trimmingWhitespace())
        }
        return nil
    }
}
