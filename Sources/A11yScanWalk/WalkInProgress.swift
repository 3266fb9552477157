import Dispatch
import Synchronization

/// A walk running on a thread of its own, started as soon as the inputs and walk options are
/// known, so that it overlaps loading the rules: a large tree takes tens of milliseconds to
/// walk, the rules about as long to load, and neither needs the other. The walk of one root
/// also offers the files it finds to scanning (`feed`), which can start before it ends.
public final class WalkInProgress: Sendable {
    private let finished = DispatchGroup()
    private let walked = Mutex(WalkResult())
    /// Files found so far, for `EarlyScan`; nil when several roots are walked.
    package let feed: WalkFeed?

    public init(roots: [String], options: WalkOptions) {
        let feed = roots.count == 1 ? WalkFeed() : nil
        self.feed = feed
        finished.enter()
        DispatchQueue.global().async { [self] in
            let result = FileWalker(options: options).walk(roots, feed: feed)
            walked.withLock { $0 = result }
            finished.leave()
        }
    }

    /// The walk's result, once it has ended.
    public var result: WalkResult {
        finished.wait()
        return walked.withLock { $0 }
    }
}
