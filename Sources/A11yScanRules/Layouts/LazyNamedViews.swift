import Synchronization

/// The views a project's Kotlin code names (`CodeNamedViews`), from what the component pass
/// kept of each file, resolved against the project's layout ids only when a layout rule's
/// `named-in-code:` test first asks: a scan of Kotlin or Swift files never needs them, and
/// resolving them makes the layouts' index.
public final class LazyNamedViews: Sendable {
    private let candidates: @Sendable () -> CodeNamedViews
    private let layouts: LazyLayoutIndex
    private let made = Mutex<CodeNamedViews?>(nil)

    /// The names of `candidates` (not resolved), whose calls of the app's functions count on the
    /// views of `layouts` only.
    public convenience init(_ candidates: CodeNamedViews, layouts: LazyLayoutIndex) {
        self.init(layouts: layouts) { candidates }
    }

    /// The names `candidates` gives when first asked (an editor's scan keeps them in the cache
    /// file's bytes until then).
    public init(layouts: LazyLayoutIndex, candidates: @escaping @Sendable () -> CodeNamedViews) {
        self.candidates = candidates
        self.layouts = layouts
    }

    public static let empty = LazyNamedViews(CodeNamedViews(), layouts: .empty)

    /// The resolved names, made on the first call.
    public var views: CodeNamedViews {
        made.withLock { made in
            if let made { return made }
            var resolved = candidates()
            resolved.resolve(ids: layouts.index.names)
            made = resolved
            return resolved
        }
    }
}
