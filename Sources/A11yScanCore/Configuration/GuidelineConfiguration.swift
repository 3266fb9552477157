/// Where the team's guideline pages live and how to link to them (`guidelines:` in the
/// configuration), passed on to the guideline catalog.
public struct GuidelineConfiguration: Sendable, Hashable {
    /// Absolute folder of guideline pages, resolved against the configuration file's folder.
    public var path: String?
    /// Link pattern for a finding's entry, such as `https://example.org/guidelines/{slug}`.
    public var urlTemplate: String?
    /// Page name → entry slug, for pages whose name differs from the entry they describe.
    public var aliases: [String: String]

    public init(path: String? = nil, urlTemplate: String? = nil, aliases: [String: String] = [:]) {
        self.path = path
        self.urlTemplate = urlTemplate
        self.aliases = aliases
    }
}
