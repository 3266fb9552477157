import A11yScanSyntax

/// One file to scan: where to read it, how to name it in findings, and whether the user named
/// it directly (such files are scanned even when they look binary or are ignored).
public struct ScanTarget: Sendable, Hashable {
    public var path: String
    public var displayPath: String
    public var explicitlyNamed: Bool
    public var language: Language?
    /// Where the file lies in its git work tree (nil outside git): what baselines and changed
    /// lines know it by, however it is displayed.
    public var repository: RepositoryLocation?

    public init(path: String, displayPath: String, explicitlyNamed: Bool = false, language: Language? = nil,
                repository: RepositoryLocation? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.explicitlyNamed = explicitlyNamed
        self.language = language
        self.repository = repository
    }

    /// A walked file, reported under its relative path or, with `absolutePaths`, its absolute one.
    public init(walked file: WalkedFile, absolutePaths: Bool) {
        self.init(path: file.absolutePath, displayPath: absolutePaths ? file.absolutePath : file.relativePath,
                  explicitlyNamed: file.explicitlyNamed, language: file.language, repository: file.repository)
    }
}
