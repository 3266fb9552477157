import A11yScanFindings

/// The content under one heading of a guideline page: bullets that apply to any framework,
/// framework bullets (`- **SwiftUI**` and its sub-bullets) and code samples.
public struct GuidelinePagePart: Sendable, Hashable {
    /// The heading as written, trimmed; `General` for content before the first heading.
    public var heading: String
    /// The section the heading names, or nil for headings such as `Developer notes`,
    /// `Custom Accessibility Action`, `Announcement examples` or `Code Example`.
    public var section: Section?
    public var platform: GuidelinePage.Platform
    /// 1-based line of the heading in the file.
    public var line: Int
    /// Bullets outside any framework group. Empty bullets are dropped.
    public var notes: [GuidelineBullet]
    /// Bullets under each framework label, in page order.
    public var advice: [Framework: [GuidelineBullet]]
    /// `{% highlight %}` and fenced blocks, kept verbatim and never read as bullets.
    public var code: [GuidelineCodeSample]

    public init(
        heading: String, section: Section?, platform: GuidelinePage.Platform, line: Int,
        notes: [GuidelineBullet] = [], advice: [Framework: [GuidelineBullet]] = [:],
        code: [GuidelineCodeSample] = []
    ) {
        self.heading = heading
        self.section = section
        self.platform = platform
        self.line = line
        self.notes = notes
        self.advice = advice
        self.code = code
    }
}

/// One Markdown list item of a guideline page with its nested items.
public struct GuidelineBullet: Sendable, Hashable {
    /// The item text with the list marker removed and continuation lines joined, Markdown kept.
    public var text: String
    /// 1-based line of the item in the file.
    public var line: Int
    public var children: [GuidelineBullet]

    public init(text: String, line: Int, children: [GuidelineBullet] = []) {
        self.text = text
        self.line = line
        self.children = children
    }

    /// The item with its sub-items folded in: `parent (child; child (grandchild))`. A single
    /// full stop ending a sub-item that is followed by another is dropped before the `;`.
    public var foldedText: String {
        guard !children.isEmpty else { return text }
        let folded = children.map(\.foldedText)
        let inner = folded.enumerated().map { index, item in
            let isLast = index == folded.count - 1
            return !isLast && item.hasSuffix(".") && !item.hasSuffix("..") ? String(item.dropLast()) : item
        }.joined(separator: "; ")
        return text.isEmpty ? inner : "\(text) (\(inner))"
    }
}

/// A code block of a guideline page, kept verbatim.
public struct GuidelineCodeSample: Sendable, Hashable {
    /// The language named by `{% highlight kotlin %}` or a fence, if any.
    public var language: String?
    /// The framework label the block sits under, if any.
    public var framework: Framework?
    public var text: String
    /// 1-based line of the opening marker in the file.
    public var line: Int

    public init(language: String?, framework: Framework?, text: String, line: Int) {
        self.language = language
        self.framework = framework
        self.text = text
        self.line = line
    }
}
