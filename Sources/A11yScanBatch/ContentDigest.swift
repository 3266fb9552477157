import A11yScanWalk

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The state of a folder outside git, for the cache: the relative path, size and modification
/// time (nanoseconds) of every file the walk selects, and of the configuration files inside it
/// (they refine rules for their folders). No file is read, so it costs one `stat` per file;
/// touching a file without changing it is enough to scan the repository again.
enum ContentDigest {
    /// - Parameter configurationFiles: absolute paths, named in the digest by their path from `root`.
    static func of(_ files: WalkedFileList, configurationFiles: [String] = [], root: String = "/") -> String {
        var digest = BatchDigest()
        digest.add(files.count)
        for file in files { add(file.absolutePath, shownAs: file.relativePath, to: &digest) }
        digest.add(configurationFiles.count)
        for file in configurationFiles { add(file, shownAs: WalkPath.relative(file, from: root), to: &digest) }
        return digest.hex
    }

    private static func add(_ path: String, shownAs name: String, to digest: inout BatchDigest) {
        digest.add(name)
        var info = stat()
        if stat(path, &info) == 0 {
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
}
