import Synchronization

/// A byte string that rules search for (a name a rule's node can have), with
/// the offsets of its two rarest bytes worked out once. Equal bytes share one number, so a
/// file's answers are kept in arrays indexed by it rather than hashed by the bytes at each
/// lookup: many rules ask for the same literals (`Button`, `Image`, `clickable`).
public final class Literal: Sendable {
    package let bytes: [UInt8]
    /// The offsets of the two bytes searched for together (see `LiteralSearch`).
    let probe: Int
    let partner: Int
    /// The number shared by equal bytes, or nil once the table was full (see `LiteralTable`).
    let id: Int?

    fileprivate init(bytes: [UInt8], id: Int?) {
        self.bytes = bytes
        probe = LiteralSearch.rarestIndex(bytes)
        partner = LiteralSearch.rarestIndex(bytes, excluding: probe)
        self.id = id
    }

    /// The literal of `bytes` in the process-wide table.
    package static func interned(_ bytes: [UInt8]) -> Literal { LiteralTable.shared.literal(for: bytes) }
}

/// Numbers literals. One table serves the whole process, so numbers are unique; it holds at
/// most `capacity` of them, because rule files loaded again and again (tests, fuzzing, a long
/// batch) must not grow it without end. Later literals work unnumbered, only slower.
final class LiteralTable: Sendable {
    static let shared = LiteralTable(capacity: 4096)

    private let capacity: Int
    private let numbered = Mutex<[[UInt8]: Literal]>([:])

    init(capacity: Int) { self.capacity = capacity }

    func literal(for bytes: [UInt8]) -> Literal {
        numbered.withLock { numbered in
            if let known = numbered[bytes] { return known }
            guard numbered.count < capacity else { return Literal(bytes: bytes, id: nil) }
            let literal = Literal(bytes: bytes, id: numbered.count)
            numbered[bytes] = literal
            return literal
        }
    }
}
