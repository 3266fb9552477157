import A11yScanFindings

/// The seam through which a repository's own configuration (its `.a11yscan.yml`) shapes how the
/// batch scans it. The batch calls it once per repository, from worker threads, before looking
/// at the cache; a thrown error is reported as that repository's result and the batch goes on.
public protocol RepositoryConfigurator: Sendable {
    func settings(for repository: BatchRepository, base: RepositoryScanSettings)
        throws(RepositoryConfigurationError) -> RepositoryScanSettings
}

/// Scans every repository with the base settings and reads no configuration file.
public struct BaseSettingsConfigurator: RepositoryConfigurator {
    public init() {}

    public func settings(for repository: BatchRepository, base: RepositoryScanSettings)
        throws(RepositoryConfigurationError) -> RepositoryScanSettings {
        base
    }
}

/// A repository configuration that cannot be used: which file, where, and what to do.
public struct RepositoryConfigurationError: LocatedError, Sendable, Hashable {
    /// The configuration file, relative to the repository.
    public var file: String
    public var line: Int?
    public var field: String?
    public var message: String
    public var hint: String?

    public init(file: String, line: Int? = nil, field: String? = nil, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.field = field
        self.message = message
        self.hint = hint
    }

}
