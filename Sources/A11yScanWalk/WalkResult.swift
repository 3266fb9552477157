import A11yScanFindings
import A11yScanSyntax
import Foundation

/// One source file a walk found, with the path findings will be reported under.
public struct WalkedFile: Sendable, Hashable {
    /// Absolute, lexically normalized path used to open the file.
    public let absolutePath: String
    /// `/`-separated path for reports: relative to the folder root it was found under, or,
    /// for a file named directly, as given relative to the current directory (normalized;
    /// absolute when it lies outside the current directory). When the walk reports repository
    /// paths (`WalkOptions.reportsRepositoryPaths`), a file in a git work tree has its path
    /// relative to the work tree's top instead.
    public let relativePath: String
    /// The root argument that produced this file, normalized as written.
    public let root: String
    /// The language the file's extension implies.
    public let language: Language
    /// True when the user named this file directly. Such files bypass ignore rules, skipped
    /// folders, include/exclude globs and the extension list.
    public internal(set) var explicitlyNamed: Bool
    /// Where the file lies in its git work tree; nil outside git.
    public let repository: RepositoryLocation?

    public init(absolutePath: String, relativePath: String, root: String, language: Language, explicitlyNamed: Bool,
                repository: RepositoryLocation? = nil) {
        self.absolutePath = absolutePath
        self.relativePath = relativePath
        self.root = root
        self.language = language
        self.explicitlyNamed = explicitlyNamed
        self.repository = repository
    }

    /// The file's location as a URL.
    public var url: URL { URL(fileURLWithPath: absolutePath) }
}

/// What a walk produced: the files to scan, in report order and without duplicates, and the
/// problems met on the way (none of which stopped the walk).
public struct WalkResult: Sendable, Hashable {
    public var files: WalkedFileList
    public var problems: [FileProblem]
    /// Root arguments that do not exist, as given; each also has an `unreadable` problem.
    public var missingRoots: [String]
    /// Absolute paths of the configuration files in the folders walked, sorted, when the
    /// options ask for them (`WalkOptions.collectsConfigurationFiles`).
    public var configurationFiles: [String]
    /// Test folders and files left out (`WalkOptions.skipsNonShippingCode`).
    public var nonShippingSkipped = 0
    /// Absolute paths of the files that can name the project's code, sorted, when the options
    /// ask for them (`WalkOptions.collectsReferenceFiles`).
    public var referenceFiles: [String] = []
    /// Whether a walk that did not respect ignore files passed folders holding some (see
    /// `RootIgnoreRules`).
    package var passedIgnoreFiles = false

    public init(files: WalkedFileList = WalkedFileList(), problems: [FileProblem] = [], missingRoots: [String] = [],
                configurationFiles: [String] = []) {
        self.files = files
        self.problems = problems
        self.missingRoots = missingRoots
        self.configurationFiles = configurationFiles
    }
}
