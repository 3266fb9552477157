import Synchronization

/// A project's layout views, made into their index (`LayoutIndex`) only when a `layout:` test
/// first asks. An editor's one-file scan takes them from the component cache at every start,
/// and most files never need them: no Swift file, and no Kotlin file in which a rule that
/// reads layouts gets as far as its `layout:` test (most Compose files). Whether there are
/// views at all is known without making the index.
public final class LazyLayoutIndex: Sendable {
    /// No view at all: a `layout:` test then records what it asked (`LayoutAsk`) instead.
    public let isEmpty: Bool
    private let views: @Sendable () -> [LayoutView]
    private let made = Mutex<LayoutIndex?>(nil)

    /// The index of what `views` gives when first asked; `isEmpty` says beforehand whether it
    /// gives any view.
    public init(isEmpty: Bool, views: @escaping @Sendable () -> [LayoutView]) {
        self.isEmpty = isEmpty
        self.views = views
    }

    /// The index of views already read.
    public convenience init(_ views: [LayoutView]) {
        self.init(isEmpty: views.isEmpty, views: { views })
    }

    public static let empty = LazyLayoutIndex([])

    /// The index, made on the first call (by one thread; any other waits for it).
    public var index: LayoutIndex {
        if isEmpty { return .empty }
        return made.withLock { made in
            if let made { return made }
            let index = LayoutIndex(views())
            made = index
            return index
        }
    }
}
