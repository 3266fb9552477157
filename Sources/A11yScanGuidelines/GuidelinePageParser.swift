/// Turns the bytes of one guideline page into a `GuidelinePage`, or explains why it cannot.
/// It never throws and never traps: every problem becomes a `GuidelineWarning`.
///
/// Order of work: reject empty and binary files; decode UTF-8 (lossily, with a warning, when
/// invalid); repair double-decoded characters (`â€™` → `’`); split off the front matter;
/// read the Markdown body; pick the title (front matter `title`, else the first `#` heading).
/// A page without a title, or with neither `screenreader` expectations nor a section heading,
/// is skipped.
enum GuidelinePageParser {
    static func parse(_ bytes: [UInt8], path: String) -> (page: GuidelinePage?, warnings: [GuidelineWarning]) {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
            return (nil, [GuidelineWarning(
                path: path, message: "file is empty", hint: "remove it or write the page", pageSkipped: true
            )])
        }
        if let nul = bytes.firstIndex(of: 0) {
            return (nil, [GuidelineWarning(
                path: path, line: lineNumber(ofByte: nul, in: bytes),
                message: "file contains NUL bytes and looks binary",
                hint: "guideline pages must be UTF-8 text", pageSkipped: true
            )])
        }
        var warnings: [GuidelineWarning] = []
        let text: String
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
        } else {
            text = String(decoding: bytes, as: UTF8.self)
            warnings.append(GuidelineWarning(
                path: path, message: "file is not valid UTF-8; undecodable bytes were replaced",
                hint: "save the page as UTF-8"
            ))
        }
        let result = parse(text: text, path: path)
        return (result.page, warnings + result.warnings)
    }

    static func parse(text rawText: String, path: String) -> (page: GuidelinePage?, warnings: [GuidelineWarning]) {
        var warnings: [GuidelineWarning] = []
        var text = MojibakeRepair.repair(rawText)
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        let lines = splitLines(text)

        let split = FrontMatterSplitter.split(lines, path: path)
        warnings += split.warnings
        var frontMatter = GuidelineFrontMatter()
        if let yaml = split.yaml {
            let parsed = GuidelineFrontMatterParser(path: path, firstLine: split.yamlFirstLine).parse(yaml)
            frontMatter = parsed.frontMatter
            warnings += parsed.warnings
        }

        let body = Array(lines[split.bodyStart...])
        let markdown = GuidelineMarkdownReader(path: path).read(body, firstLine: split.bodyStart + 1)
        warnings += markdown.warnings

        guard let title = frontMatter.title ?? markdown.firstTopHeading else {
            warnings.append(GuidelineWarning(
                path: path, line: split.yaml == nil ? nil : split.yamlFirstLine, field: "title",
                message: "page has no title", hint: "add `title: \"Component name\"` to the front matter",
                pageSkipped: true
            ))
            return (nil, warnings)
        }
        let fileStem = fileStem(of: path)
        let page = GuidelinePage(
            path: path, fileStem: fileStem, title: title, slug: slug(title: title, fileStem: fileStem),
            frontMatter: frontMatter, parts: markdown.parts
        )
        guard page.hasSectionContent else {
            warnings.append(GuidelineWarning(
                path: path, field: "sections",
                message: "page has no `screenreader` expectations and no Name, Role, Groupings, State or Focus heading",
                hint: "add a `### Name` (or Role, Groupings, State, Focus) section", pageSkipped: true
            ))
            return (nil, warnings)
        }
        return (page, warnings)
    }

    private static func slug(title: String, fileStem: String) -> String {
        let fromTitle = GuidelineSlug.forTitle(title)
        if !fromTitle.isEmpty { return fromTitle }
        let fromStem = GuidelineSlug.slugify(fileStem)
        return fromStem.isEmpty ? "entry" : fromStem
    }

    /// Lines without their terminators; `\r\n` and lone `\r` count as line breaks too.
    private static func splitLines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
    }

    static func fileStem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    private static func lineNumber(ofByte offset: Int, in bytes: [UInt8]) -> Int {
        bytes[..<offset].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
