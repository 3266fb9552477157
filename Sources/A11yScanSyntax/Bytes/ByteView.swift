/// Read-only bytes that stay alive while the view is used: a file's code view, a path's
/// UTF-8. Code above the low-level targets reads bytes through it rather than through a
/// buffer pointer; every member is inlinable, so a read costs what the pointer's did.
/// A view is only valid inside the `withByteView` call that made it.
public struct ByteView: RandomAccessCollection {
    /// For the low-level targets (a regex library, a memory compare) that take a pointer.
    @usableFromInline package let buffer: UnsafeBufferPointer<UInt8>

    @inlinable package init(_ buffer: UnsafeBufferPointer<UInt8>) { self.buffer = buffer }

    /// A view of no bytes.
    @inlinable public init() { buffer = UnsafeBufferPointer(start: nil, count: 0) }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { buffer.count }
    @inlinable public var count: Int { buffer.count }

    @inlinable public subscript(position: Int) -> UInt8 {
        @inline(__always) get { buffer[position] }
    }

    /// The bytes of `range` as a view of their own, counted from 0.
    @inlinable public func bytes(in range: Range<Int>) -> ByteView {
        ByteView(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// The eight bytes at `offset` as one little-endian word, for tests on eight bytes at a time.
    @inlinable public func word(at offset: Int) -> UInt64 {
        precondition(offset >= 0 && offset + 8 <= buffer.count, "a word past the end of the bytes")
        return UInt64(littleEndian: UnsafeRawPointer(buffer.baseAddress!).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    /// Lets `Array.append(contentsOf:)` and friends copy a view in one move.
    @inlinable public func withContiguousStorageIfAvailable<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result? {
        try body(buffer)
    }

    /// Whether `self[range]` holds exactly the bytes of `other`.
    @inlinable public func bytes(in range: Range<Int>, equal other: ByteView) -> Bool {
        range.count == other.count && buffer[range].elementsEqual(other.buffer)
    }
}

extension Array where Element == UInt8 {
    /// Calls `body` with a view of the array's bytes.
    @inlinable public func withByteView<Result>(_ body: (ByteView) throws -> Result) rethrows -> Result {
        try withUnsafeBufferPointer { try body(ByteView($0)) }
    }
}

extension String {
    /// Calls `body` with a view of the string's UTF-8 (made contiguous first when it is not).
    @inlinable public mutating func withByteView<Result>(_ body: (ByteView) throws -> Result) rethrows -> Result {
        try withUTF8 { try body(ByteView($0)) }
    }
}
