import A11yScanSyntax
import Synchronization

/// Every name a loaded rule or fact mentions (`Button`, `onTapGesture`, `contentDescription`)
/// gets one number for the life of the process, so the call tree can number node names as it
/// builds them and patterns compare numbers. Loading adds names; a scan takes a snapshot.
public final class RuleVocabulary: Sendable {
    public static let shared = RuleVocabulary()

    private struct State {
        var names: [String] = []
        var numbers: [String: Int32] = [:]
        var snapshot: NameTable?
    }

    private let state = Mutex(State())

    /// The number of `name`, given one on first use.
    public func number(_ name: String) -> Int32 {
        state.withLock { state in
            if let number = state.numbers[name] { return number }
            let number = Int32(state.names.count)
            state.names.append(name)
            state.numbers[name] = number
            state.snapshot = nil
            return number
        }
    }

    /// The names so far as a lookup table (numbers as given by `number(_:)`).
    public func table() -> NameTable {
        state.withLock { state in
            if let snapshot = state.snapshot { return snapshot }
            let table = NameTable(state.names)
            state.snapshot = table
            return table
        }
    }

    public var count: Int { state.withLock { $0.names.count } }
}
