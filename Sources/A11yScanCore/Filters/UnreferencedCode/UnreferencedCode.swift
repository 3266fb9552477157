import A11yScanComponents
import A11yScanSyntax
import A11yScanSystem
import A11yScanWalk
import Foundation
import Synchronization

/// The code of a project that no user can reach because nothing in the project names it: a
/// view, screen or composable whose name appears in no other place of the project's sources,
/// layouts and other resources, Objective-C files or property lists (previews and tests aside).
/// Findings there are left out with previews (`--all-code` keeps them). Only in a project that
/// starts an app of the language: a library's views are there for other projects to use. A layout
/// nothing names is kept: an app's layout may replace a library's of the same name, which the
/// library inflates (a media player's controls), and the app's sources cannot tell.
public struct UnreferencedCode: Sendable {
    /// Absolute path → line ranges of the declarations nothing names, for the files lexed.
    private(set) var declarations: [String: [ClosedRange<Int>]] = [:]
    /// Files read as bytes that declare a name nothing uses: lexed for the lines of those
    /// declarations only when a finding lies in them (most such names are of models, not views).
    private var unlexed: [String: Language] = [:]
    /// The names the project uses.
    private var used = WordHashSet()

    /// The line ranges of the declarations nothing names in the file at `absolutePath`.
    public func unreferencedLines(absolutePath: String) -> [ClosedRange<Int>] {
        if let lines = declarations[absolutePath] { return lines }
        guard let language = unlexed[absolutePath],
              case .success(let bytes) = WholeFileReader.read(absolutePath, maximumSize: Self.maximumSize) else { return [] }
        let lexed = FileReferences.read(SourceFile(path: absolutePath, language: language, text: bytes)).declarations ?? []
        return lexed.filter { !used.contains(NamedWords.word($0.name)) }.map(\.lines)
    }

    /// Whether the finding at `line` of the file at `absolutePath` lies in unreferenced code.
    public func holds(absolutePath: String, line: Int) -> Bool {
        unreferencedLines(absolutePath: absolutePath).contains { $0.contains(line) }
    }

    public var isEmpty: Bool { declarations.isEmpty && unlexed.isEmpty }

    /// Reads the project the scanned `roots` belong to (`ComponentProject.projectRoots`). A
    /// scan's own walk of `roots` (`scanWalk`, made with `options`) is used when it lists the
    /// project's files as this reading would, so the project is not walked twice.
    public static func find(scanning roots: [String], jobs: Int, scanWalk: (options: WalkOptions, result: () -> WalkResult)? = nil)
        -> UnreferencedCode {
        let projectRoots = ComponentProject.projectRoots(of: roots)
        let processFolder = FileManager.default.currentDirectoryPath
        let walked: WalkResult
        if let scanWalk, projectRoots == roots.map({ WalkPath.absolute($0, base: processFolder) }),
           sameFiles(scanWalk.options, walkOptions) {
            walked = scanWalk.result()
        } else {
            walked = FileWalker(options: walkOptions).walk(projectRoots)
        }
        let sources = walked.files.map { ($0.absolutePath, $0.language as Language?) }
            + walked.referenceFiles.map { ($0, nil as Language?) }
        return find(files: sources, jobs: jobs)
    }

    /// How the project is walked: shipping code, with the files that can name it.
    public static var walkOptions: WalkOptions {
        var options = WalkOptions()
        options.skipsNonShippingCode = true
        options.collectsReferenceFiles = true
        return options
    }

    /// Whether walks with these options list the same files (how paths are shown and whether
    /// configuration files are collected aside).
    private static func sameFiles(_ one: WalkOptions, _ other: WalkOptions) -> Bool {
        var one = one, other = other
        for options in [\WalkOptions.reportsRepositoryPaths, \WalkOptions.collectsConfigurationFiles] {
            one[keyPath: options] = false
            other[keyPath: options] = false
        }
        return one == other
    }

    /// Decides over `files` (absolute path, language; nil for a file that is not scanned).
    static func find(files: [(path: String, language: Language?)], jobs: Int) -> UnreferencedCode {
        let read = readAll(files, jobs: jobs)
        var used = WordHashSet(capacity: 1 << 16)
        var swiftApp = false, androidApp = false
        for (index, references) in read.enumerated() {
            used.formUnion(references.words)
            guard references.startsApp else { continue }
            switch files[index].language {
            case .swift: swiftApp = true
            case .kotlin, .java: androidApp = true
            default:
                if files[index].path.hasSuffix(".xml") { androidApp = true } else { swiftApp = true }
            }
        }
        var found = UnreferencedCode()
        for (index, file) in files.enumerated() {
            switch file.language {
            case .swift where swiftApp, .kotlin where androidApp:
                if let declarations = read[index].declarations {
                    let unused = declarations.filter { !used.contains(NamedWords.word($0.name)) }
                    if !unused.isEmpty { found.declarations[file.path] = unused.map(\.lines) }
                } else if !read[index].declared.isSubset(of: used), let language = file.language {
                    found.unlexed[file.path] = language
                }
            default:
                continue
            }
        }
        found.used = used
        return found
    }

    private static let maximumSize = 64 << 20

    private static func readAll(_ files: [(path: String, language: Language?)], jobs: Int) -> [FileReferences] {
        let next = Atomic<Int>(0)
        let results = Mutex([FileReferences](repeating: FileReferences(), count: files.count))
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, files.count))) { _ in
            while true {
                let item = next.wrappingAdd(1, ordering: .relaxed).oldValue
                guard item < files.count else { return }
                let file = files[item]
                guard case .success(let bytes) = WholeFileReader.read(file.path, maximumSize: maximumSize) else { continue }
                let references = FileReferences.read(bytes, language: file.language)
                results.withLock { $0[item] = references }
            }
        }
        return results.withLock { $0 }
    }
}
