/// An array copied into memory its owner frees, read without reference counting or bounds
/// checks (indexes come from whoever built the table). Public and inlinable, so a read in
/// another module is specialised to one load (declared `package`, the read stayed generic).
public struct FlatTable<Element> {
    @usableFromInline let base: UnsafeMutablePointer<Element>
    public let count: Int

    public init(_ array: [Element]) {
        count = array.count
        base = .allocate(capacity: max(array.count, 1))
        array.withUnsafeBufferPointer { source in
            if let address = source.baseAddress { base.initialize(from: address, count: source.count) }
        }
    }

    /// Gives the memory back; the owner calls it once, when nothing reads the table any more.
    public func free() {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inlinable @inline(__always)
    public subscript(_ index: Int32) -> Element { base[Int(index)] }
}
