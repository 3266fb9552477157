/// What a walk collects and what it leaves out. The defaults suit a mobile repository: Swift
/// and Kotlin sources (Java read for the views it names), `.gitignore` respected, dependency and build output folders skipped.
public struct WalkOptions: Sendable, Hashable {
    /// Build output, dependency and tool folders that never hold the project's own sources.
    public static let defaultSkipFolders: Set<String> = [
        ".build", "Pods", "DerivedData", "build", ".gradle", "node_modules", ".git", "Carthage",
    ]
    /// File extensions of the languages the scanner understands.
    public static let defaultExtensions: Set<String> = ["swift", "kt", "kts", "java", "xib", "storyboard"]

    /// Follow symbolic links to folders and files. Off by default: a link is then never
    /// entered, and one leading outside the scan root is reported so the user knows.
    public var followSymlinks: Bool
    /// Apply `.gitignore` files and the repository's `info/exclude`.
    public var respectGitignore: Bool
    /// Folder names skipped at any depth (a folder given as a root is still walked).
    public var skipFolders: Set<String>
    /// When non-empty, a file is kept only if one glob matches it or one of its folders,
    /// with paths relative to the scan root.
    public var include: [Glob]
    /// A file or folder matching one of these globs (relative to the scan root) is left out.
    public var exclude: [Glob]
    /// Extensions (without the dot, compared case-insensitively) of the files collected in
    /// folders. Only extensions with a known language can yield files.
    public var extensions: Set<String>
    /// Globs relative to other folders (configuration files'), applied beside `include` and
    /// `exclude`: a file is kept when any include glob of either kind matches it.
    public var folderGlobs: [FolderGlobs] = []
    /// Collect the paths of the configuration files in the folders walked
    /// (`WalkResult.configurationFiles`), which refine rules for their folders.
    public var collectsConfigurationFiles = false
    /// The name of the configuration files collected (`Configuration.fileName`).
    package static let configurationFileName = ".a11yscan.yml"
    /// Report a file in a git work tree by its path from the work tree's top (as CI systems and
    /// code hosts name it), whichever folder was scanned; off, paths are relative to the
    /// scanned folder. A batch reports paths relative to each repository folder it lists.
    public var reportsRepositoryPaths = false
    /// Leave out code that never ships (`NonShippingCode`: test folders and files, `src/debug`),
    /// counted in `WalkResult.nonShippingSkipped`. Files named directly are always kept.
    public var skipsNonShippingCode = false
    /// Also list the files that can name the project's code without being scanned
    /// (`WalkResult.referenceFiles`): Objective-C sources and headers, property lists, Android
    /// manifests and navigation, menu and preference resources.
    public var collectsReferenceFiles = false

    public init(
        followSymlinks: Bool = false,
        respectGitignore: Bool = true,
        skipFolders: Set<String> = WalkOptions.defaultSkipFolders,
        include: [Glob] = [],
        exclude: [Glob] = [],
        extensions: Set<String> = WalkOptions.defaultExtensions
    ) {
        self.followSymlinks = followSymlinks
        self.respectGitignore = respectGitignore
        self.skipFolders = skipFolders
        self.include = include
        self.exclude = exclude
        self.extensions = extensions
    }
}

/// Include and exclude globs relative to a folder other than the scanned one: a configuration
/// file's, so its globs select the same files whichever folder below it is scanned.
public struct FolderGlobs: Sendable, Hashable {
    /// Absolute, normalized.
    public var folder: String
    public var include: [Glob]
    public var exclude: [Glob]

    public init(folder: String, include: [Glob], exclude: [Glob]) {
        self.folder = WalkPath.normalize(folder)
        self.include = include
        self.exclude = exclude
    }
}
