import A11yScanRules
import A11yScanSystem
import A11yScanWalk
import Foundation
import Yams

/// Reads `.a11yscan.yml`. Every key is checked: unknown keys, values of the wrong kind, bad
/// globs and out-of-range numbers are errors naming the file, line and key. A key left empty
/// (`baseline:`) counts as not set, and an empty file is the default configuration. Which
/// files a scan reads is `ConfigurationChain`'s and `NestedConfigurations`' business.
public enum ConfigurationLoader {
    /// The configuration files in `folder` (absolute) and the folders above it, nearest first,
    /// up to the file system's root or, with `base`, only those strictly inside `base`.
    static func files(atAndAbove folder: String, inside base: String? = nil) -> [String] {
        var found: [String] = []
        var current: String? = WalkPath.normalize(folder)
        while let here = current {
            if let base, WalkPath.relative(here, to: base)?.isEmpty ?? true { break }
            let candidate = WalkPath.join(here, Configuration.fileName)
            if case .success(let status) = FileSystem.status(ofPath: candidate, followingLinks: true),
               status.kind == .regular {
                found.append(candidate)
            }
            current = here == "/" ? nil : parent(of: here)
        }
        return found
    }

    /// The folder `path` (absolute) stands for: itself, unless it is an existing file.
    static func folder(of path: String) -> String {
        if case .success(let status) = FileSystem.status(ofPath: path, followingLinks: true), status.kind != .directory {
            return parent(of: path)
        }
        return WalkPath.normalize(path)
    }

    /// Loads the file at `path`.
    public static func load(file path: String) throws(ConfigurationError) -> Configuration {
        let absolute = WalkPath.absolute(path, base: FileManager.default.currentDirectoryPath)
        switch FileSystem.readRegularFile(absolute, refusingLinks: false) {
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
        guard let root = root.map(RuleNode.init), !ConfigurationFields.isNull(root) else { return configuration }
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

    static func parent(of path: String) -> String {
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
