/// The names the loaded rules talk about (`Button`, `onTapGesture`, `contentDescription`),
/// each with a number. The call tree looks up every node's name once while it is built, so
/// rules find their candidates by number and compare numbers instead of bytes.
/// Open addressing over one byte buffer: no allocation per lookup.
public struct NameTable: Sendable {
    private let bytes: [UInt8]
    /// Per name: its start in `bytes`, and its length.
    private let starts: [Int32]
    private let lengths: [Int32]
    /// Slots of the hash table: a name's number, or -1.
    private let slots: [Int32]
    private let mask: Int

    public var count: Int { starts.count }

    /// The names in the order given; duplicates keep their first number.
    public init(_ names: [String]) {
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        var lengths: [Int32] = []
        var capacity = 16
        while capacity < names.count * 3 { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        let mask = capacity - 1
        for name in names {
            let utf8 = Array(name.utf8)
            var slot = Self.hash(utf8.withUnsafeBufferPointer { $0 }, 0, utf8.count) & mask
            var duplicate = false
            while slots[slot] >= 0 {
                let other = Int(slots[slot])
                if Int(lengths[other]) == utf8.count,
                   bytes[Int(starts[other])..<Int(starts[other]) + utf8.count].elementsEqual(utf8) {
                    duplicate = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if duplicate { continue }
            slots[slot] = Int32(starts.count)
            starts.append(Int32(bytes.count))
            lengths.append(Int32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
        self.bytes = bytes
        self.starts = starts
        self.lengths = lengths
        self.slots = slots
        self.mask = mask
    }

    /// The number of the name in `buffer[range]`, or -1.
    @inline(__always)
    public func lookup(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        let length = range.count
        guard length > 0, !starts.isEmpty else { return -1 }
        var slot = Self.hash(buffer, range.lowerBound, length) & mask
        return bytes.withUnsafeBufferPointer { names in
            while true {
                let index = slots[slot]
                if index < 0 { return -1 }
                if Int(lengths[Int(index)]) == length {
                    let start = Int(starts[Int(index)])
                    var k = 0
                    while k < length, names[start + k] == buffer[range.lowerBound + k] { k += 1 }
                    if k == length { return index }
                }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The number of `name`, or -1.
    public func lookup(_ name: String) -> Int32 {
        let utf8 = Array(name.utf8)
        return utf8.withUnsafeBufferPointer { lookup($0, 0..<utf8.count) }
    }

    public func name(_ number: Int32) -> String {
        let start = Int(starts[Int(number)])
        return String(decoding: bytes[start..<start + Int(lengths[Int(number)])], as: UTF8.self)
    }

    /// FNV-1a over the bytes: names are short, and it needs no state.
    @inline(__always)
    private static func hash(_ buffer: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for k in start..<start + length {
            h = (h ^ UInt64(buffer[k])) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: h ^ (h >> 29))
    }
}
