import Foundation

/// Loading pages from disk. A folder of pages is read in a fixed order (file names compared by
/// Unicode scalars), only its own files, not subfolders: point `--guidelines` at the folder that
/// holds the pages, not at the site root with its layouts and includes.
extension GuidelinePage {
    /// Extensions of the files a guideline folder is searched for, compared case-insensitively.
    public static let fileExtensions: Set<String> = ["txt", "md", "markdown", "html"]

    /// Files larger than this are skipped with a warning; no real page comes close.
    public static let maximumFileSize = 4 * 1024 * 1024

    /// Every usable page of a folder, and a warning for every file that was skipped or only
    /// partly understood. Never throws: an unreadable folder is a warning too.
    public static func load(directory: URL) -> (pages: [GuidelinePage], warnings: [GuidelineWarning]) {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            return ([], [GuidelineWarning(
                path: directory.path, message: "cannot list the guideline folder: \(error.localizedDescription)",
                hint: "check that the folder exists and is readable", pageSkipped: true
            )])
        }
        var pages: [GuidelinePage] = []
        var warnings: [GuidelineWarning] = []
        var unread = UnreadGuidelineFiles()
        let visible = names.filter { !$0.hasPrefix(".") }
            .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
        for name in visible {
            let file = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                unread.folders.append(name)
            } else if !fileExtensions.contains(fileExtension(of: name)) {
                if !UnreadGuidelineFiles.assetExtensions.contains(fileExtension(of: name)) { unread.files.append(name) }
            } else {
                let result = load(file: file)
                if let page = result.page { pages.append(page) }
                warnings += result.warnings
            }
        }
        return (pages, warnings + unread.warnings(directory: directory.path, foundPages: !pages.isEmpty || !warnings.isEmpty))
    }

    /// One page file. The page is nil when the file cannot be used; the warnings say why.
    public static func load(file: URL) -> (page: GuidelinePage?, warnings: [GuidelineWarning]) {
        let path = file.path
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
           size.intValue > maximumFileSize {
            return (nil, [GuidelineWarning(
                path: path, message: "file is \(size.intValue) bytes, over the \(maximumFileSize)-byte limit for a page",
                hint: "split the page or remove embedded data", pageSkipped: true
            )])
        }
        let data: Data
        do {
            data = try Data(contentsOf: file)
        } catch {
            return (nil, [GuidelineWarning(
                path: path, message: "cannot read the file: \(error.localizedDescription)",
                hint: "check its permissions", pageSkipped: true
            )])
        }
        return parse(Array(data), path: path)
    }

    /// Parses page bytes already in memory; `path` is only used to name the page and in warnings.
    public static func parse(_ bytes: [UInt8], path: String) -> (page: GuidelinePage?, warnings: [GuidelineWarning]) {
        GuidelinePageParser.parse(bytes, path: path)
    }

    /// Parses page text already in memory; `path` is only used to name the page and in warnings.
    public static func parse(text: String, path: String) -> (page: GuidelinePage?, warnings: [GuidelineWarning]) {
        GuidelinePageParser.parse(text: text, path: path)
    }

    static func fileExtension(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }
}
