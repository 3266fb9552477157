import A11yScanFindings
import A11yScanSyntax
import A11yScanSystem
import Foundation

/// Turns the paths a user gives (files and folders) into the sorted, de-duplicated list of
/// source files to scan, applying `.gitignore`, skipped folders and include/exclude globs.
/// Problems (missing roots, unreadable folders, special files, links not followed) are
/// collected, never thrown, so one bad path never stops a scan.
///
/// Rules of the walk:
/// - A folder root is walked with POSIX calls only (`opendir`/`readdir`, and `fstatat` only for
///   an entry whose kind the listing does not tell); no file is opened except ignore files,
///   and FIFOs, sockets and devices are classified from their type and silently passed over.
///   A file found in a folder is listed without asking whether it may be read: one the user
///   may not read is reported when the scan opens it (`SourceReader`).
/// - A root that is a symbolic link is followed: the user named it. Inside a walk, links are
///   followed only with `WalkOptions.followSymlinks`; loops are detected by the device and
///   inode of every folder entered.
/// - A file root is taken whatever the ignore rules, skipped folders, globs and extension list
///   say, as long as its extension tells a known language; otherwise it is reported as of
///   unknown language. A special file given as a root is reported and never opened.
/// - A root that does not exist is reported as `unreadable` ("no such file or directory")
///   and listed in `WalkResult.missingRoots`.
public struct FileWalker: Sendable {
    public var options: WalkOptions

    public init(options: WalkOptions = WalkOptions()) {
        self.options = options
    }

    /// Walks `roots` in order. Relative roots are resolved against `currentDirectory`
    /// (the process's working directory when nil, and resolved against it when relative),
    /// which is also what the report paths of directly named files are relative to.
    public func walk(_ roots: [String], currentDirectory: String? = nil) -> WalkResult {
        walk(roots, currentDirectory: currentDirectory, feed: nil)
    }

    /// As above, offering each file to `feed` as it is found, numbered in the order of discovery
    /// (`WalkResult.files.discoveryNumber`). Only for one root: with several, a file found in a
    /// folder may later turn out to be named directly, which changes how it is scanned.
    func walk(_ roots: [String], currentDirectory: String? = nil, feed: WalkFeed?) -> WalkResult {
        precondition(feed == nil || roots.count == 1, "files are offered early only from a walk of one root")
        defer { feed?.end() }
        let processDirectory = FileManager.default.currentDirectoryPath
        let base = WalkPath.absolute(currentDirectory ?? processDirectory, base: processDirectory)
        var session = WalkSession(options: options, feed: feed)
        var missingRoots: [String] = []
        for argument in roots {
            let absolutePath = WalkPath.absolute(argument, base: base)
            switch FileSystem.status(ofPath: absolutePath, followingLinks: true) {
            case .failure(let error) where error.isMissing:
                missingRoots.append(argument)
                session.problems.append(FileProblem(
                    path: argument, kind: .unreadable, message: "no such file or directory: \(argument)"))
            case .failure(let error):
                session.problems.append(FileProblem(
                    path: argument, kind: .unreadable, message: "cannot access \(argument): \(error.message)"))
            case .success(let status):
                switch status.kind {
                case .directory:
                    let normalized = WalkPath.normalize(argument)
                    let realPath = FileSystem.realPath(absolutePath) ?? absolutePath
                    let repository = RepositoryLocation.ofFolder(real: realPath)
                    let root = WalkScanRoot(
                        argument: normalized, realPath: realPath,
                        origin: session.addOrigin(argument: normalized, absolutePath: absolutePath, isNamedFile: false,
                                                  repository: repository),
                        reportPrefix: options.reportsRepositoryPaths ? repository?.path ?? "" : "",
                        globs: WalkGlobs(options: options, rootAbsolutePath: absolutePath))
                    session.walkFolder(root, absolutePath: absolutePath)
                case .regular:
                    addNamedFile(argument, absolutePath: absolutePath, identity: status.identity,
                                 base: base, to: &session)
                case .special(let what):
                    session.problems.append(FileProblem(
                        path: WalkPath.display(argument: argument, currentDirectory: base), kind: .skippedSpecial,
                        message: "not a regular file (\(what)), not opened: \(argument)"))
                case .symlink, .unknown:
                    session.problems.append(FileProblem(
                        path: argument, kind: .unreadable, message: "neither a file nor a folder: \(argument)"))
                }
            }
        }
        var result = WalkResult(files: session.sortedFiles, problems: session.problems, missingRoots: missingRoots,
                                configurationFiles: session.configurationFiles.sorted())
        result.nonShippingSkipped = session.nonShippingSkipped
        result.referenceFiles = session.referenceFiles.sorted()
        result.passedIgnoreFiles = session.passedIgnoreFiles
        return result
    }

    private func addNamedFile(
        _ argument: String, absolutePath: String, identity: FileIdentity, base: String,
        to session: inout WalkSession
    ) {
        let repository = RepositoryLocation.ofFile(absolutePath)
        let shown = (options.reportsRepositoryPaths ? repository?.path : nil)
            ?? WalkPath.display(argument: argument, currentDirectory: base)
        let name = absolutePath.split(separator: "/").last.map(String.init) ?? absolutePath
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
              let language = Language(pathExtension: String(name[name.index(after: dot)...]))
                ?? (Language.isLayoutPath(absolutePath) ? .layout : nil)
        else {
            session.problems.append(FileProblem(
                path: shown, kind: .warning,
                message: "unknown language: \(argument) is neither Swift (.swift), Kotlin (.kt, .kts), an Android layout (res/layout*/NAME.xml) nor an Interface Builder file (.xib, .storyboard); not scanned"))
            return
        }
        if let readError = FileSystem.readError(absolutePath) {
            session.problems.append(FileProblem(
                path: shown, kind: .unreadable, message: "cannot read file: \(readError.message)"))
            return
        }
        let origin = session.addOrigin(argument: WalkPath.normalize(argument), absolutePath: absolutePath, isNamedFile: true,
                                       repository: repository)
        session.add(relativePath: shown, origin: origin, language: language, explicitlyNamed: true, identity: identity)
    }
}
