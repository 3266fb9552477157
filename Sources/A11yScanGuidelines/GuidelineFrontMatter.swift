import A11yScanFindings

/// The YAML header of a guideline page: its title, what a screen reader must convey, and the
/// keyboard, gesture and settings expectations. All text is whitespace-trimmed and block
/// scalars spanning several lines are joined with spaces.
public struct GuidelineFrontMatter: Sendable, Hashable {
    /// One expectation of an interaction table: what the user does and what must happen.
    public struct Interaction: Sendable, Hashable, Codable {
        public var trigger: String
        public var outcome: String

        public init(trigger: String, outcome: String) {
            self.trigger = trigger
            self.outcome = outcome
        }
    }

    public var title: String?
    /// The `screenreader` mapping per section (`group` also accepts `grouping(s)`).
    public var screenReader: [Section: String]
    public var keyboard: [Interaction]
    /// The `mobile` (or `mobile gestures`) mapping.
    public var gestures: [Interaction]
    public var settings: [Interaction]
    /// An absolute link to the page, from a `url` key.
    public var url: String?

    public init(
        title: String? = nil, screenReader: [Section: String] = [:], keyboard: [Interaction] = [],
        gestures: [Interaction] = [], settings: [Interaction] = [], url: String? = nil
    ) {
        self.title = title
        self.screenReader = screenReader
        self.keyboard = keyboard
        self.gestures = gestures
        self.settings = settings
        self.url = url
    }
}
