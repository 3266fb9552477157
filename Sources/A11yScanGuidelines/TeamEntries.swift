import A11yScanRules
import Foundation

/// Guideline entries a team writes as data: the `entries/` sub-folder of a rule folder
/// (`--patterns DIR`, `patterns:` in the configuration), in the format of `Patterns/entries/`.
/// An entry with a new slug adds an entry rules can name; one with a built-in slug replaces the
/// built-in entry as a whole. Two team files with the same slug are an error naming both.
public enum TeamEntries {
    public static let folderName = "entries"

    /// The entries of every rule folder's `entries/` sub-folder, folders in the order given and
    /// files in name order. Folders without one give none. Files that are the built-in entry
    /// files themselves (a scan of `Patterns/` with `--patterns Patterns`) are skipped.
    public static func load(ruleFolders: [String]) throws -> [GuidelineEntry] {
        var entries: [GuidelineEntry] = []
        var origins: [String: String] = [:]
        for folder in ruleFolders {
            let directory = URL(fileURLWithPath: folder).appendingPathComponent(folderName)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            } catch {
                throw RuleFileError(file: directory.path, line: nil, field: nil, message: "cannot read the entries folder")
            }
            for name in names.filter({ $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }).sorted() {
                let path = directory.appendingPathComponent(name).path
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw RuleFileError(file: path, line: nil, field: nil, message: "cannot read the file")
                }
                let yaml = String(decoding: data, as: UTF8.self)
                if isBuiltIn(name: name, yaml: yaml) { continue }
                let entry = try GuidelineEntryFile.load(yaml: yaml, file: path, source: .entryFile(path))
                if let other = origins[entry.slug] {
                    throw RuleFileError(file: path, line: nil, field: "id", message: "entry `\(entry.slug)` is already defined in \(other)",
                                        hint: "a team entry may replace a built-in one, but each slug is defined once among the team's files")
                }
                origins[entry.slug] = path
                entries.append(entry)
            }
        }
        return entries
    }

    private static func isBuiltIn(name: String, yaml: String) -> Bool {
        let text = yaml.hasSuffix("\n") ? String(yaml.dropLast()) : yaml
        return BuiltinEntries.files.contains { $0.name == name && $0.yaml == text }
    }
}

extension GuidelineCatalog {
    /// A copy with the team's entries added, each replacing a built-in entry of the same slug.
    public func adding(teamEntries: [GuidelineEntry]) -> GuidelineCatalog {
        teamEntries.reduce(self) { $0.replacing($1) }
    }
}
