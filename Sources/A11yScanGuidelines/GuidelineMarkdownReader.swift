import A11yScanFindings

/// Reads the Markdown body of a guideline page into parts, one per heading.
///
/// What it tolerates, because real pages contain all of it: HTML comments anywhere, also over
/// several lines (dropped); `{% highlight %}` and fenced blocks (kept as code, never bullets);
/// other Liquid tag lines (dropped); empty bullets (dropped); bullets indented by one space;
/// trailing spaces after headings and labels; `## Developer notes` at either heading level.
///
/// Platforms: `## iOS`, `## Android` and `## General` switch the platform. Content before the
/// first platform heading is general, except on a page that has an `## Android` heading but
/// no `## iOS` heading, where it is the iOS part. Framework bullets always belong to their
/// framework's platform, whatever heading they sit under.
struct GuidelineMarkdownReader {
    let path: String

    struct Result {
        var parts: [GuidelinePagePart]
        /// The text of the first `#` heading, a title for pages without front matter.
        var firstTopHeading: String?
        var warnings: [GuidelineWarning]
    }

    /// Reads `lines`, the first of which is line `firstLine` of the file.
    func read(_ lines: [Substring], firstLine: Int) -> Result {
        var state = ReadingState(
            path: path,
            platform: Self.startingPlatform(of: lines),
            firstLine: firstLine
        )
        for (offset, rawLine) in lines.enumerated() {
            state.consume(rawLine, lineNumber: firstLine + offset)
        }
        return state.finish()
    }

    private static func startingPlatform(of lines: [Substring]) -> GuidelinePage.Platform {
        var hasIOS = false
        var hasAndroid = false
        for line in lines {
            guard let heading = MarkdownLine.heading(line) else { continue }
            switch GuidelinePageVocabulary.platform(forHeading: heading.text) {
            case .ios?: hasIOS = true
            case .android?: hasAndroid = true
            default: break
            }
        }
        return hasAndroid && !hasIOS ? .ios : .general
    }
}

/// The line-by-line state of one read: open comment, open code block, current part.
private struct ReadingState {
    let path: String
    var platform: GuidelinePage.Platform
    var parts: [GuidelinePagePart] = []
    var current: GuidelinePartBuilder
    var firstTopHeading: String?
    var warnings: [GuidelineWarning] = []

    var commentStart: Int?
    var codeBlock: (marker: MarkdownLine.CodeMarker, language: String?, framework: Framework?, line: Int, body: [Substring])?
    var afterBlank = false

    init(path: String, platform: GuidelinePage.Platform, firstLine: Int) {
        self.path = path
        self.platform = platform
        current = GuidelinePartBuilder(heading: "General", section: nil, platform: platform, line: firstLine)
    }

    mutating func consume(_ rawLine: Substring, lineNumber: Int) {
        if codeBlock != nil {
            continueCode(rawLine)
            return
        }
        guard let line = removingComments(rawLine, lineNumber: lineNumber) else { return }
        if line.allSatisfy(\.isWhitespace) {
            afterBlank = true
            return
        }
        defer { afterBlank = false }
        if let opening = MarkdownLine.codeOpening(line) {
            codeBlock = (opening.marker, opening.language, current.currentFramework, lineNumber, [])
            return
        }
        if MarkdownLine.isLiquidTag(line) || MarkdownLine.isThematicBreak(line) { return }
        if let heading = MarkdownLine.heading(line) {
            startPart(heading, lineNumber: lineNumber)
            return
        }
        if let bullet = MarkdownLine.listItem(line) {
            current.addBullet(indent: bullet.indent, text: bullet.text, line: lineNumber)
        } else {
            current.addText(indent: line.indentation, text: String(line), line: lineNumber, afterBlank: afterBlank)
        }
    }

    mutating func finish() -> GuidelineMarkdownReader.Result {
        if let block = codeBlock {
            warnings.append(GuidelineWarning(
                path: path, line: block.line, field: "code block",
                message: "code block is never closed; the rest of the page was read as code",
                hint: block.marker == .liquid ? "add `{% endhighlight %}`" : "add the closing fence"
            ))
            closeCode()
        }
        if let commentStart {
            warnings.append(GuidelineWarning(
                path: path, line: commentStart, field: "comment",
                message: "HTML comment is never closed; the rest of the page was ignored",
                hint: "add `-->`"
            ))
        }
        closePart()
        return GuidelineMarkdownReader.Result(parts: parts, firstTopHeading: firstTopHeading, warnings: warnings)
    }

    private mutating func startPart(_ heading: MarkdownLine.Heading, lineNumber: Int) {
        if heading.level == 1, firstTopHeading == nil, !heading.text.isEmpty {
            firstTopHeading = heading.text
        }
        if let newPlatform = GuidelinePageVocabulary.platform(forHeading: heading.text) {
            platform = newPlatform
        }
        closePart()
        current = GuidelinePartBuilder(
            heading: heading.text,
            section: GuidelinePageVocabulary.section(forHeading: heading.text),
            platform: platform,
            line: lineNumber
        )
    }

    private mutating func closePart() {
        let isPreamble = parts.isEmpty && current.heading == "General" && current.section == nil
        if isPreamble && current.isEmpty { return }
        parts.append(current.build())
    }

    private mutating func continueCode(_ rawLine: Substring) {
        guard let block = codeBlock else { return }
        if MarkdownLine.closesCode(rawLine, marker: block.marker) {
            closeCode()
        } else {
            codeBlock?.body.append(rawLine)
        }
    }

    private mutating func closeCode() {
        guard let block = codeBlock else { return }
        codeBlock = nil
        var body = block.body
        while let last = body.last, last.allSatisfy(\.isWhitespace) { body.removeLast() }
        current.addCode(GuidelineCodeSample(
            language: block.language, framework: block.framework,
            text: body.joined(separator: "\n"), line: block.line
        ))
    }

    /// The line without HTML comments, or nil when nothing but comment was on it.
    private mutating func removingComments(_ line: Substring, lineNumber: Int) -> Substring? {
        guard commentStart != nil || line.contains("<!--") else { return line }
        var rest = line
        var kept = ""
        while true {
            if commentStart != nil {
                guard let end = rest.firstRange(of: "-->") else { break }
                rest = rest[end.upperBound...]
                commentStart = nil
            } else if let start = rest.firstRange(of: "<!--") {
                kept += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                commentStart = lineNumber
            } else {
                kept += rest
                break
            }
        }
        return kept.allSatisfy(\.isWhitespace) ? nil : Substring(kept)
    }
}
