import A11yScanSystem
import A11yScanWalk
import Foundation

/// Turns the inputs of `a11yscan batch` into repositories. Each input is either
/// - a **list file**: one repository folder per line; blank lines are skipped, and `#` starts a
///   comment at the beginning of a line or after white space. Relative paths are resolved
///   against the folder that holds the list file. The repository's name is the path as
///   written (normalized: no `./`, no trailing `/`). A line may end in a `team: NAME` (or
///   `owner: NAME`) field after white space, which reports group repositories by; or
/// - a **parent folder**: each immediate sub-folder (links to folders included, names starting
///   with `.` skipped) is a repository, named after the sub-folder.
///
/// The result is in report order. A folder listed twice is kept once; two different folders
/// with the same name are an error, because names identify repositories across runs.
/// Whether a listed folder exists is not checked here: a missing repository is a result.
public enum RepositoryList {
    public static func read(_ inputs: [String], currentDirectory: String? = nil) throws(BatchInputError) -> [BatchRepository] {
        let processDirectory = FileManager.default.currentDirectoryPath
        let base = WalkPath.absolute(currentDirectory ?? processDirectory, base: processDirectory)
        var byName: [String: BatchRepository] = [:]
        for input in inputs {
            for repository in try repositories(in: input, base: base) {
                if let known = byName[repository.name] {
                    guard known.absolutePath == repository.absolutePath else {
                        throw BatchInputError(
                            source: input, message: "two repositories are named `\(repository.name)`: \(known.path) and \(repository.path)",
                            hint: "names identify repositories in shards, caches and merged reports; list them by distinct paths")
                    }
                    continue
                }
                byName[repository.name] = repository
            }
        }
        return byName.values.sorted(by: BatchRepository.reportOrder)
    }

    /// The entries of a list file: each path as written, its team when the line names one, and
    /// its 1-based line number. `source` names the list in errors.
    public static func parse(_ text: String, source: String = "list") throws(BatchInputError)
        -> [(line: Int, path: String, team: String?)] {
        var entries: [(line: Int, path: String, team: String?)] = []
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for (index, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = withoutComment(rawLine).trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty else { continue }
            let (path, team) = try withTeam(line, source: source, line: index + 1)
            entries.append((index + 1, path, team))
        }
        return entries
    }

    /// The words that start a line's team field.
    private static let teamKeys = ["team:", "owner:"]

    /// `path   team: Payments` → (`path`, `Payments`): the field starts at the first `team:`
    /// or `owner:` that begins the line or follows white space.
    private static func withTeam(_ line: String, source: String, line number: Int) throws(BatchInputError) -> (String, String?) {
        guard let (start, valueStart) = teamField(in: Substring(line)) else { return (line, nil) }
        let path = line[..<start].trimmingCharacters(in: .whitespaces)
        let team = line[valueStart...].trimmingCharacters(in: .whitespaces)
        let hint = "write `PATH  team: NAME` (or `owner: NAME`), once per line"
        let problem: String? = team.isEmpty ? "no team name after `\(line[start..<valueStart])`"
            : path.isEmpty ? "a team without a repository path"
            : teamField(in: line[valueStart...]) != nil ? "more than one team field" : nil
        if let problem { throw BatchInputError(source: source, line: number, message: problem, hint: hint) }
        return (path, team)
    }

    /// Where a team field's key starts and where its value starts.
    private static func teamField(in text: Substring) -> (String.Index, String.Index)? {
        var start = text.startIndex
        while true {
            for key in teamKeys where text[start...].hasPrefix(key) {
                return (start, text.index(start, offsetBy: key.count))
            }
            guard let space = text[start...].firstIndex(where: \.isWhitespace) else { return nil }
            start = text.index(after: space)
        }
    }

    /// The line up to a `#` that begins it or follows white space.
    private static func withoutComment(_ line: Substring) -> Substring {
        var previousIsSpace = true
        for index in line.indices {
            let character = line[index]
            if character == "#", previousIsSpace { return line[..<index] }
            previousIsSpace = character.isWhitespace
        }
        return line
    }

    private static func repositories(in input: String, base: String) throws(BatchInputError) -> [BatchRepository] {
        let absoluteInput = WalkPath.absolute(input, base: base)
        switch FileSystem.status(ofPath: absoluteInput, followingLinks: true) {
        case .failure(let error):
            throw BatchInputError(source: input, message: "cannot read the batch input: \(error.message)",
                                  hint: "give a file listing repository folders, or a folder whose sub-folders are repositories")
        case .success(let status):
            switch status.kind {
            case .directory:
                return try subfolders(of: input, absolutePath: absoluteInput)
            case .regular:
                return try listed(in: input, absolutePath: absoluteInput)
            default:
                throw BatchInputError(source: input, message: "neither a list file nor a folder",
                                      hint: "give a file listing repository folders, or a folder whose sub-folders are repositories")
            }
        }
    }

    private static func listed(in input: String, absolutePath: String) throws(BatchInputError) -> [BatchRepository] {
        guard let data = FileManager.default.contents(atPath: absolutePath) else {
            throw BatchInputError(source: input, message: "cannot read the list file", hint: "check its permissions")
        }
        let folder = WalkPath.normalize(absolutePath + "/..")
        return try parse(String(decoding: data, as: UTF8.self), source: input).map { entry in
            let name = WalkPath.normalize(entry.path)
            return BatchRepository(name: name, path: entry.path, absolutePath: WalkPath.absolute(entry.path, base: folder),
                                   team: entry.team)
        }
    }

    private static func subfolders(of input: String, absolutePath: String) throws(BatchInputError) -> [BatchRepository] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: absolutePath)
        } catch {
            throw BatchInputError(source: input, message: "cannot list the folder", hint: "check its permissions")
        }
        let parent = WalkPath.normalize(input)
        return names.filter { !$0.hasPrefix(".") }.compactMap { name in
            let folder = WalkPath.join(absolutePath, name)
            guard case .success(let status) = FileSystem.status(ofPath: folder, followingLinks: true),
                  status.kind == .directory else { return nil }
            let shown = parent == "." ? name : WalkPath.join(parent, name)
            return BatchRepository(name: name, path: shown, absolutePath: folder)
        }
    }
}
