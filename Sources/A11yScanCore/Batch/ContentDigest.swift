#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The state of a folder outside git, for the cache: the relative path, size and modification
/// time (nanoseconds) of every file the walk selects. No file is read, so it costs one `stat`
/// per file; touching a file without changing it is enough to scan the repository again.
enum ContentDigest {
    static func of(_ files: WalkedFileList) -> String {
        var digest = BatchDigest()
        digest.add(files.count)
        for file in files {
            digest.add(file.relativePath)
            var info = stat()
            if stat(file.absolutePath, &info) == 0 {
                digest.add(Int(info.st_size))
                #if canImport(Darwin)
                digest.add(Int(info.st_mtimespec.tv_sec))
                digest.add(Int(info.st_mtimespec.tv_nsec))
                #else
                digest.add(Int(info.st_mtim.tv_sec))
                digest.add(Int(info.st_mtim.tv_nsec))
                #endif
            } else {
                digest.add(-1)
            }
        }
        return digest.hex
    }
}
