/// Asks glibc's allocator to grow its heaps in large steps. By default each thread's heap grows
/// by what an allocation needs plus 128 KiB, one `mprotect` per step, and shrinks again when its
/// top is freed: a scan of 25,000 files on two workers made about 3,600 of those calls, each
/// taking the process's memory map lock that the other thread's page faults wait on. With a
/// 64 MiB pad a heap grows a few times per scan. Pages are still only touched when used, so
/// the memory a scan holds does not change (measured: the same peak resident size).
/// Elsewhere (macOS, musl) there is nothing to set.
package enum AllocatorPadding {
    /// The pad in bytes (`M_TOP_PAD`).
    package static let bytes: Int32 = 64 << 20

    /// Sets the pad once, at the start of the process; true when the allocator took it.
    @discardableResult
    package static func apply() -> Bool {
        #if canImport(Glibc)
        return glibcMallopt(topPadOption, bytes) == 1
        #else
        return false
        #endif
    }

    #if canImport(Glibc)
    /// `M_TOP_PAD` of `<malloc.h>`, which the Swift overlay of Glibc does not import.
    private static let topPadOption: Int32 = -2
    #endif
}

#if canImport(Glibc)
/// `mallopt(3)`: declared here because `<malloc.h>` is not part of the Glibc module.
@_silgen_name("mallopt")
private func glibcMallopt(_ option: Int32, _ value: Int32) -> Int32
#endif
