/// What a guideline folder holds besides pages, so that nothing in it is passed over in
/// silence: files in a format the reader does not know (an `.adoc` or `.json` page reads as
/// no page at all) and subfolders, which are not searched.
struct UnreadGuidelineFiles {
    /// Pictures that pages show: expected beside them, never read, not worth a warning.
    static let assetExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "svg", "webp", "ico"]

    var files: [String] = []
    var folders: [String] = []

    /// One warning for the unknown files; one for the subfolders when the folder itself gave
    /// nothing, which is how pointing at a site's root looks; one when the folder is empty.
    func warnings(directory: String, foundPages: Bool) -> [GuidelineWarning] {
        var warnings: [GuidelineWarning] = []
        if !files.isEmpty {
            warnings.append(GuidelineWarning(
                path: directory, field: "format",
                message: "\(Self.count(files.count, "file")) in a format that is not read as a guideline page: \(Self.list(files))",
                hint: "pages are Markdown or text files ending in \(Self.readable); convert the others or move them out"))
        }
        if !foundPages, !folders.isEmpty {
            warnings.append(GuidelineWarning(
                path: directory, message: "no guideline pages here; subfolders are not searched: \(Self.list(folders))",
                hint: "point --guidelines at the folder that holds the pages"))
        } else if !foundPages, files.isEmpty {
            warnings.append(GuidelineWarning(
                path: directory, message: "the guideline folder has no pages", hint: "pages end in \(Self.readable)"))
        }
        return warnings
    }

    private static let readable = GuidelinePage.fileExtensions.sorted().map { "." + $0 }.joined(separator: ", ")

    private static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The first names, and how many more there are.
    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(5).joined(separator: ", ")
        return names.count > 5 ? shown + " and \(names.count - 5) more" : shown
    }
}
