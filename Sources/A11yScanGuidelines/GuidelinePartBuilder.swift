import A11yScanFindings

/// Collects the lines under one heading into a `GuidelinePagePart`. A framework label bullet
/// (`- **UIKit**`) opens a group that holds every deeper-indented bullet after it; a bullet at
/// the label's indentation or less closes it. Nesting follows indentation, capped at
/// `maximumDepth` so hostile input cannot build a deep tree.
struct GuidelinePartBuilder {
    static let maximumDepth = 8

    /// Where bullets currently go.
    private enum Target: Hashable {
        case notes
        case framework(Framework)
    }

    /// A bullet before nesting is resolved: its depth below the target's top level.
    private struct FlatBullet {
        var depth: Int
        var text: String
        var line: Int
    }

    let heading: String
    let section: Section?
    let platform: GuidelinePage.Platform
    let line: Int

    private var notes: [FlatBullet] = []
    private var advice: [Framework: [FlatBullet]] = [:]
    private var code: [GuidelineCodeSample] = []
    private var openFramework: (framework: Framework, indent: Int)?
    private var notesIndents: [Int] = []
    private var frameworkIndents: [Int] = []
    /// The bullet a continuation line extends, if the last content line was part of one.
    private var lastBullet: (target: Target, index: Int)?

    init(heading: String, section: Section?, platform: GuidelinePage.Platform, line: Int) {
        self.heading = heading
        self.section = section
        self.platform = platform
        self.line = line
    }

    /// The framework whose group is open, for tagging a code block that follows its label.
    var currentFramework: Framework? { openFramework?.framework }

    /// Whether anything was collected; empty parts before the first heading are not kept.
    var isEmpty: Bool { notes.isEmpty && advice.isEmpty && code.isEmpty }

    /// A list item: `indent` columns before the marker, `text` after it (untrimmed).
    mutating func addBullet(indent: Int, text rawText: String, line: Int) {
        let text = rawText.trimmingWhitespace()
        if let label = FrameworkLabel.parse(text) {
            openFramework = (label.framework, indent)
            frameworkIndents = []
            lastBullet = nil
            if !label.remainder.isEmpty {
                append(label.remainder, indent: indent + 1, line: line, to: .framework(label.framework))
            }
            return
        }
        if let open = openFramework, indent <= open.indent {
            openFramework = nil
        }
        guard !text.isEmpty else {
            lastBullet = nil
            return
        }
        let target: Target = openFramework.map { .framework($0.framework) } ?? .notes
        append(text, indent: indent, line: line, to: target)
    }

    /// A text line that is not a list item. Right after a bullet, or indented under one after a
    /// blank line, it continues that bullet; otherwise it is a paragraph, kept as a note.
    mutating func addText(indent: Int, text rawText: String, line: Int, afterBlank: Bool) {
        let text = rawText.trimmingWhitespace()
        guard !text.isEmpty else { return }
        if let last = lastBullet, !afterBlank || indent >= 2 {
            extend(last, with: text)
            return
        }
        if let open = openFramework, indent <= open.indent {
            openFramework = nil
        }
        notesIndents = []
        append(text, indent: indent, line: line, to: .notes)
        lastBullet = nil
    }

    mutating func addCode(_ sample: GuidelineCodeSample) {
        code.append(sample)
        lastBullet = nil
    }

    func build() -> GuidelinePagePart {
        var builtAdvice: [Framework: [GuidelineBullet]] = [:]
        for (framework, bullets) in advice where !bullets.isEmpty {
            builtAdvice[framework] = Self.tree(bullets)
        }
        return GuidelinePagePart(
            heading: heading, section: section, platform: platform, line: line,
            notes: Self.tree(notes), advice: builtAdvice, code: code
        )
    }

    private mutating func append(_ text: String, indent: Int, line: Int, to target: Target) {
        switch target {
        case .notes:
            let depth = Self.depth(for: indent, stack: &notesIndents)
            notes.append(FlatBullet(depth: depth, text: text, line: line))
            lastBullet = (target, notes.count - 1)
        case .framework(let framework):
            let depth = Self.depth(for: indent, stack: &frameworkIndents)
            advice[framework, default: []].append(FlatBullet(depth: depth, text: text, line: line))
            lastBullet = (target, (advice[framework]?.count ?? 1) - 1)
        }
    }

    private mutating func extend(_ bullet: (target: Target, index: Int), with text: String) {
        switch bullet.target {
        case .notes:
            notes[bullet.index].text += " " + text
        case .framework(let framework):
            advice[framework]?[bullet.index].text += " " + text
        }
    }

    /// Nesting depth of an item indented by `indent`, given the indents of the open ancestors.
    private static func depth(for indent: Int, stack: inout [Int]) -> Int {
        while let last = stack.last, indent <= last { stack.removeLast() }
        let depth = min(stack.count, maximumDepth)
        if stack.count < maximumDepth { stack.append(indent) }
        return depth
    }

    /// Builds the tree without recursion; depths never grow by more than one per item.
    private static func tree(_ flat: [FlatBullet]) -> [GuidelineBullet] {
        var roots: [GuidelineBullet] = []
        var open: [GuidelineBullet] = []
        func closeTop() {
            let closed = open.removeLast()
            if open.isEmpty { roots.append(closed) } else { open[open.count - 1].children.append(closed) }
        }
        for item in flat {
            while open.count > item.depth { closeTop() }
            open.append(GuidelineBullet(text: item.text, line: item.line))
        }
        while !open.isEmpty { closeTop() }
        return roots
    }
}
