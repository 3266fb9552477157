import A11yScanRules
import A11yScanSyntax
import A11yScanWalk
import Dispatch
import Synchronization

/// Scans the files a walk offers (`WalkFeed`) while the walk is still running, and keeps their
/// results, by the order of discovery, until the scan in report order reaches them. Each file's
/// result depends only on the file and the rules, so which thread scanned it, and when, changes
/// nothing in the report.
final class EarlyScan: Sendable {
    private let results = Mutex<[Int: Scanner.FileResult]>([:])
    private let running = DispatchGroup()
    /// The threads' matchers once they are done, for the scan in report order to go on with:
    /// they have learnt which literals files ask for and compiled the templates they met.
    private let idleMatchers = Mutex<[IdleMatcher]>([])

    /// A matcher passed from a thread that has finished with it to the one that goes on.
    private struct IdleMatcher: @unchecked Sendable {
        let matcher: RuleMatcher
    }

    private let makeFreshMatcher: @Sendable () -> RuleMatcher

    /// Files scanned early, for tests: whether the overlap happens at all.
    private let scanned = Atomic<Int>(0)

    /// Starts threads that claim files from `feed` until the walk ends: one fewer than
    /// `scanner.jobs`, as the walk keeps a core busy itself.
    init(feed: WalkFeed, scanner: Scanner, absolutePaths: Bool, keepSource: @escaping @Sendable (SourceFile) -> Bool) {
        makeFreshMatcher = { scanner.makeMatcher() }
        for _ in 0..<max(1, scanner.jobs - 1) {
            DispatchQueue.global().async(group: running) { [self] in
                let matcher = scanner.makeMatcher()
                var trace = ScanTrace.Worker()
                while let offered = feed.claim() {
                    // A layout's or a nib's rules need the views the code names, known once the walk has ended.
                    if offered.file.language.isMarkup { continue }
                    let result = trace.work {
                        scanner.scan(ScanTarget(walked: offered.file, absolutePaths: absolutePaths), with: matcher, keepSource: keepSource)
                    }
                    results.withLock { $0[offered.number] = result }
                    scanned.add(1, ordering: .relaxed)
                }
                trace.report("early")
                idleMatchers.withLock { $0.append(IdleMatcher(matcher: matcher)) }
            }
        }
    }

    /// Waits for the threads to finish the files they claimed (the walk has ended by then).
    func finish() {
        running.wait()
    }

    /// A matcher an early thread is done with (after `finish`), else a new one.
    func matcher() -> RuleMatcher {
        idleMatchers.withLock { $0.popLast() }?.matcher ?? makeFreshMatcher()
    }

    var filesScanned: Int { scanned.load(ordering: .relaxed) }

    /// The result of the file found `number`th, if it was scanned early; handed over once.
    func take(_ number: Int) -> Scanner.FileResult? {
        results.withLock { $0.removeValue(forKey: number) }
    }
}
