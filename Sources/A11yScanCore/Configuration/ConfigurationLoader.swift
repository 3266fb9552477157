import Foundation
import Yams

/// Reads `.a11yscan.yml`. Every key is checked: unknown keys, values of the wrong kind, bad
/// globs and out-of-range numbers are errors naming the file, line and key. A key left empty
/// (`baseline:`) counts as not set, and an empty file is the default configuration. Which
/// files a scan reads is `ConfigurationChain`'s and `NestedConfigurations`' business.
public enum ConfigurationLoader {
    /// Loads the file at `path`.
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
