import Foundation
import Yams

/// Finds and reads `.a11yscan.yml`. Every key is checked: unknown keys, values of the wrong
/// kind, bad globs and out-of-range numbers are errors naming the file, line and key. A key
/// left empty (`baseline:`) counts as not set, and an empty file is the default configuration.
///
/// Discovery starts at the scanned path (its folder, for a file) and walks up to the
/// filesystem root, stopping at the first `.a11yscan.yml`. It does not stop at a repository's
/// top: a file above several checkouts then serves them all.
public enum ConfigurationLoader {
    /// The nearest configuration file at or above `path` (relative paths are resolved against
    /// `currentDirectory`, by default the process's), or nil when there is none.
    public static func find(from path: String, currentDirectory: String? = nil) -> String? {
        let base = currentDirectory ?? FileManager.default.currentDirectoryPath
        var folder = WalkPath.absolute(path, base: base)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), !isFolder.boolValue {
            folder = parent(of: folder)
        }
        while true {
            let candidate = WalkPath.join(folder, Configuration.fileName)
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
                return candidate
            }
            guard folder != "/" else { return nil }
            folder = parent(of: folder)
        }
    }

    /// Loads the nearest configuration at or above `path`, or returns nil when there is none.
    public static func loadNearest(to path: String, currentDirectory: String? = nil) throws(ConfigurationError) -> Configuration? {
        guard let file = find(from: path, currentDirectory: currentDirectory) else { return nil }
        return try load(file: file)
    }

    /// Loads the file at `path` (given explicitly, or found by `find`).
    public static func load(file path: String) throws(ConfigurationError) -> Configuration {
        let absolute = WalkPath.absolute(path, base: FileManager.default.currentDirectoryPath)
        switch WalkFileSystem.readRegularFile(absolute, refusingLinks: false) {
        case .failure(let error):
            throw ConfigurationError(file: path, line: nil, field: nil,
                                     message: "cannot read the configuration file: \(error.message)",
                                     hint: "check the path given for the configuration file")
        case .success(let bytes):
            return try load(yaml: String(decoding: bytes, as: UTF8.self), file: absolute)
        }
    }

    /// Reads configuration text; `file` names it in errors and its folder anchors relative paths.
    public static func load(yaml: String, file: String) throws(ConfigurationError) -> Configuration {
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            throw ConfigurationError(file: file, line: context.mark.line, field: duplicates.sorted().joined(separator: ", "),
                                     message: "key given twice", hint: "keep one of them")
        } catch let error as YamlError {
            throw ConfigurationError(file: file, line: line(of: error), field: nil, message: "not valid YAML: \(error)")
        } catch {
            throw ConfigurationError(file: file, line: nil, field: nil, message: "not valid YAML: \(error)")
        }
        var configuration = Configuration(file: file)
        guard let root, !ConfigurationFields.isNull(root) else { return configuration }
        do {
            try ConfigurationFields(file: file, folder: parent(of: file), root: root).read(into: &configuration)
        } catch let error as ConfigurationError {
            throw error
        } catch let error as RuleFileError {
            throw ConfigurationError(error)
        } catch {
            throw ConfigurationError(file: file, line: nil, field: nil, message: "\(error)")
        }
        return configuration
    }

    private static func parent(of path: String) -> String {
        WalkPath.normalize(path + "/..")
    }

    private static func line(of error: YamlError) -> Int? {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return mark.line
        default:
            return nil
        }
    }
}
